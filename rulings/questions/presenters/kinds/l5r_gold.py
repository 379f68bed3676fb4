"""Wordings of Legend of the Five Rings' Gold questions: a card's entering-play Gold cost and a payment."""

from __future__ import annotations

from typing import Any

from ..context import Context
from ..pieces import Line, Pieces, T
from .common import Kind


def _gold_to_pay_question(q: dict, c: Context) -> Pieces:
    payer = [T(" (paid by "), c.player(q["player"]), T(")")] if q.get("player") else []
    return [T("Gold to pay to bring "), c.card(q.get("card")), T(" into play"), *payer, T(":")]


def _gold_to_pay_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    return [T(f"{value} Gold")]


def _gold_to_pay_details(q: dict, a: dict, c: Context) -> list[Line]:
    lines = [Line((T(f"Its Gold Cost stat is {a.get('gold_cost')}"),))]
    if a.get("reductions"):
        lines.append(Line((T("Less the reductions "), *[c.effect(r) for r in a["reductions"]])))
    return lines


def _payment_question(q: dict, c: Context) -> Pieces:
    return [T("Payment "), c.effect(q.get("payment")), T(":")]


def _payment_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if value == "not made":
        return [T("Not made")]
    amounts = [f"{a[k]} Gold {k}" for k in ("needed", "produced") if a.get(k) is not None]
    return [T(f"{'Paid' if value else 'Not paid'}{': ' + ', '.join(amounts) if amounts else ''}")]


def _payment_details(q: dict, a: dict, c: Context) -> list[Line]:
    lines = []
    for card, gold in (a.get("available") or {}).items():
        lines.append(Line((c.card(card), T(f" could bow to produce {gold} Gold"))))
    if a.get("bowed"):
        lines.append(Line((T("Bowed to produce Gold: "), *c.card_list(a["bowed"]))))
    if a.get("reductions_ended"):
        lines.append(
            Line((T("Reductions ended by the payment: "), *[c.effect(r) for r in a["reductions_ended"]]))
        )
    if a.get("why"):
        lines.append(Line(c.prose(str(a["why"]))))
    return lines


KINDS = {
    "gold_to_pay": Kind(_gold_to_pay_question, _gold_to_pay_value, _gold_to_pay_details),
    "payment": Kind(_payment_question, _payment_value, _payment_details),
}
