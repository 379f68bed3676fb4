"""Interaction questions: a scenario asked on the site, answered by the rules engine in a Celery worker."""
