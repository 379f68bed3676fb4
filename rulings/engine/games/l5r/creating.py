"""Creating cards during the game (card features, Created cards; state/creating.py): "Create a 4F/2C/3PH
Mantis Clan • Nonhuman • Bear • Spirit Personality with the ability, ..." The corpus says what a created card
is; where it enters play and who owns it is the Desk's own rule (l5r.desk.created-cards): a created
Personality enters play at its creator's home. Created Items and Followers, which are created to be attached,
are refused: attaching them rests on rules of attachment the corpus does not give ("if legal")."""

from __future__ import annotations

from ...rule_ids import register_rules
from ...state.creating import OPS as OPS
from ...state.creating import register_creatable
from .desk_rules import CREATED_CARDS
from .rule_ids import GAME

CREATE = "l5r.created.create"
register_rules(
    GAME,
    {CREATE: ("created-cards", "p1", "Effects may create cards during the game; they are in no deck")},
)
register_creatable(
    GAME,
    frozenset({"personality"}),
    "only created Personalities enter play on their own (l5r.desk.created-cards); a created Follower or Item "
    "enters play attached to a Personality: create_attached",
)
RULE_IDS = {"create": CREATE, "created-enter": CREATED_CARDS.id}
