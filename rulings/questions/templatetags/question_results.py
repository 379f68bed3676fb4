"""`{% result_view question result as view %}`: a stored result as the question page shows it.

A tag rather than a view's context so that `questions/_result.html` keeps its include contract (it receives
`result` and `question`) wherever it is included: the page, its live status fragment, or another page.
"""

from __future__ import annotations

from django import template

from ..presenters import ResultView, question_result_view

register = template.Library()


@register.simple_tag
def result_view(question, result=None) -> ResultView:
    return question_result_view(question=question, result=result)
