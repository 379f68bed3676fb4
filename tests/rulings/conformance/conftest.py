"""Print the rule-paragraph coverage map (tests/rulings/conformance/rule_coverage.py) after the test run."""

from .rule_coverage import REPORT


def pytest_terminal_summary(terminalreporter):
    if REPORT.get("table"):
        terminalreporter.section("rule paragraphs of the corpus: exercised / listed / total")
        for line in REPORT["table"]:
            terminalreporter.write_line(line)
