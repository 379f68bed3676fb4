from django.apps import AppConfig


class QuestionsConfig(AppConfig):
    name = "rulings.questions"
    label = "questions"
    verbose_name = "Interaction questions"
