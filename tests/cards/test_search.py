"""The search syntax: parsing (no database), error messages, and compiled queries on real cards."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cards.models import Card, Printing
from cards.search import MAX_QUERY_LENGTH, And, Field, Not, Or, SearchError, Text, compile_query, parse


def test_adjacent_terms_are_anded_and_stats_compare():
    assert parse("t:personality force>=3") == And(
        (Field("type", ":", "personality", 1), Field("force", ">=", "3", 15))
    )


def test_or_binds_looser_than_and_and_parentheses_group():
    assert parse("a b or c") == Or((And((Text("a", 1), Text("b", 3))), Text("c", 8)))
    assert parse("a (b or c)") == And((Text("a", 1), Or((Text("b", 4), Text("c", 9)))))
    assert parse("a and b") == And((Text("a", 1), Text("b", 7)))


def test_negation_phrases_and_aliases():
    assert parse('-x:"destroy the loser"') == Not(Field("text", ":", "destroy the loser", 2))
    assert parse("-(c:crab OR c:crane)") == Not(
        Or((Field("clan", ":", "crab", 3), Field("clan", ":", "crane", 13)))
    )
    assert parse("k!=samurai") == Not(Field("keyword", ":", "samurai", 1))
    assert parse("gc:4 hr=- chakra<2") == And(
        (Field("cost", "=", "4", 1), Field("honor_requirement", "=", "-", 6), Field("cost", "<", "2", 11))
    )


def test_words_with_inner_dashes_and_odd_unicode_are_text():
    assert parse("Kali-Ma ↯ café") == And((Text("Kali-Ma", 1), Text("↯", 9), Text("café", 11)))


def test_empty_query_is_none():
    assert parse("   ") is None


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("forse>=3", "unknown field 'forse' at column 1 (did you mean 'force'?)"),
        ("t:samurai kw:x typ:event", "unknown field 'typ' at column 16 (did you mean 'type'?)"),
        (
            "Battle: bow",
            "unknown field 'Battle' at column 1 (to search for the text, put it in quotes: \"Battle:\")",
        ),
        ("t:", "missing value after 't:' at column 1"),
        ("(t:event", "unmatched '(' at column 1 (add a closing ')')"),
        ("t:event)", "unexpected ')' at column 8 (unmatched ')')"),
        ('x:"open', 'unterminated quote at column 3 (close the phrase with ")'),
        ("force>=x", "expected a number, '-' or '*' after 'force>=', got 'x' at column 1"),
        ("hr<-", "'-' cannot be compared with '<' at column 1 (use honor_requirement=-)"),
        ("t<3", "field 't' cannot be compared with '<' at column 1 (use ':')"),
        ("or t:event", "'or' where a term was expected at column 1"),
        ("t:event or", "'or' needs a term on each side at column 9"),
        ("a and or b", "'and' needs a term on each side at column 3"),
        ("is:uniq", "unknown value 'is:uniq' at column 1 (did you mean 'unique'?)"),
        ("game:mtg", "unknown game 'mtg' at column 1 (one of: l5r, naruto, chiaxis)"),
        ("()", "empty parentheses at column 1"),
        ("- t:event", "'-' must be followed by a term at column 1 (write -t:event, not - t:event)"),
        ('""', "empty quoted phrase at column 1"),
        ("a -", "'-' must be followed by a term at column 3 (write -t:event, not - t:event)"),
        ("((((((((((((a))))))))))))", "parentheses nested too deep (the limit is 10) at column 11"),
        (
            "x" * (MAX_QUERY_LENGTH + 1),
            f"query is too long ({MAX_QUERY_LENGTH + 1} characters; the limit is 500)",
        ),
        (" ".join(["a"] * 31), "too many terms (the limit is 30)"),
    ],
)
def test_errors_name_the_problem_and_where(query, message):
    with pytest.raises(SearchError) as caught:
        parse(query)
    assert str(caught.value) == message


@given(st.text(max_size=80) | st.text(alphabet=st.sampled_from(list('tkfx:=<>!-"() orand3*')), max_size=40))
def test_any_input_parses_or_raises_search_error(query):
    try:
        parse(query)
    except SearchError as exc:
        assert exc.problem


# --- compiled against real cards --------------------------------------------------------------------------


def keys(query: str, game: str | None = None) -> set[str]:
    return set(Card.objects.filter(compile_query(query, game=game)).values_list("key", flat=True))


@pytest.mark.django_db
@pytest.mark.services
class TestCompiled:
    def test_type_clan_and_stat(self, card_sample):
        found = Card.objects.filter(compile_query("t:personality c:crab force>=10")).with_details()
        assert "hida_kuon_experienced_6" in {c.key for c in found}
        for card in found:
            assert "Personality" in card.types and "Crab" in card.factions
            assert next(s for s in card.stats.all() if s.name == "force").value >= 10

    def test_dash_honor_requirement_is_not_zero(self, card_sample):
        assert "asako_kinuye" in keys("hr=-")
        assert "asako_kinuye" not in keys("hr=0") | keys("hr<1") | keys("hr<=100")
        assert "asako_kinuye" in keys("hr!=3")  # prints the stat, and not as 3
        assert "asako_kinuye" not in keys("hr!=-")

    def test_signed_modifiers_compare_by_their_signed_value(self, card_sample):
        assert "the_jade_hand" in keys("t:item force=+1 chi=3")
        assert "the_jade_hand" not in keys("t:item force>=2")

    def test_absent_stats_never_match(self, card_sample):
        assert not keys("t:strategy force>=0")
        assert not keys("game:naruto t:mission cost>=0")

    def test_negation_and_or(self, card_sample):
        items_or_followers = keys("t:item or t:follower")
        assert "the_jade_hand" in items_or_followers and "the_first_legion" in items_or_followers
        assert "the_jade_hand" not in keys("-t:item game:l5r")
        assert keys("t:item -t:item") == set()

    def test_free_text_and_phrases(self, card_sample):
        assert "obsidian_dragon" in keys("obsidian dragon")
        assert "justly_earned_victory" in keys('x:"negate all current force bonuses"')
        assert "duty" in keys('title:duty x:"honorable samurai"')

    @pytest.mark.parametrize(
        "query",
        ["obsidian dragon", "dragon -obsidian", 'x:"destroy the loser"', "title:duty", "ki", "x:of",
         "jade or crab", 'x:"you may"', "café"],
    )  # fmt: skip
    def test_words_and_phrases_match_any_part_of_title_or_text(self, card_sample, query):
        """Through the trigram index on SQLite (terms of three characters and more), the same cards as the
        substring test on every card's folded title and text."""
        found = keys(query)
        expected = set(Card.objects.values_list("key", flat=True))
        for term in parse(query).children if isinstance(parse(query), And) else [parse(query)]:
            expected &= _substring_keys(term)
        assert found == expected

    def test_a_card_whose_text_changes_is_found_by_its_new_text(self, card_sample):
        from django.db import transaction

        with transaction.atomic():
            card = Card.objects.get(key="obsidian_dragon")
            old = card.text_search[:24]
            assert "obsidian_dragon" in keys(f'x:"{old}"')
            card.text_search = "a wholly new sentence"
            card.save(update_fields=["text_search"])
            assert keys("wholly new") == {"obsidian_dragon"}
            assert "obsidian_dragon" not in keys(f'x:"{old}"')
            Card.objects.filter(key="obsidian_dragon").delete()
            assert keys("wholly new") == set()
            transaction.set_rollback(True)

    def test_keyword_prefix_matches_whole_words(self, card_sample):
        assert "hida_kuon_experienced_6" in keys("k:crab")  # keyword "Crab Clan"
        assert "hida_kuon_experienced_6" in keys("k:experienced")  # keyword "Experienced 6"
        assert "hida_kuon_experienced_6" not in keys("k:cra")

    def test_formats_and_sets_resolve_by_name_or_unique_part(self, card_sample):
        assert "hida_kuon_experienced_6" in keys("f:celestial")
        assert "hida_kuon_experienced_6" in keys('f:"Destroyer War (Celestial)"')
        assert "hida_kuon_experienced_6" in keys('s:"celestial edition 15"')
        assert "hida_kuon_experienced_6" in keys("s:celestial")  # the set code of Celestial Edition
        with pytest.raises(SearchError, match=r"set 'edition' is ambiguous at column 1 \(it matches Celes"):
            keys("s:edition")
        with pytest.raises(
            SearchError, match="unknown format 'modren' at column 1 \\(did you mean 'modern'\\?\\)"
        ):
            keys("f:modren")

    def test_rarity_and_artist_read_the_printings(self, card_sample):
        printing = Printing.objects.exclude(rarity="").exclude(artist="").select_related("card").first()
        assert printing is not None
        rarity = keys(f'r:"{printing.rarity.upper()}"')  # the rarity exactly, any case
        assert printing.card.key in rarity
        assert rarity == set(
            Printing.objects.filter(rarity__iexact=printing.rarity).values_list("card__key", flat=True)
        )
        assert printing.card.key in keys(f'a:"{printing.artist[1:-1]}"')  # part of the artist's name
        assert keys('a:"no such artist at all"') == set()

    def test_naruto_fields(self, card_sample):
        found = keys('game:naruto c:"leaf village" power>4 k:team')
        assert "KS-108-R" in found
        assert all(key.startswith("KS-") for key in found)
        assert "KS-009-MMS" in keys('game:naruto t:mission x:"4 power or more"')

    def test_is_flags(self, card_sample):
        assert "hida_kuon_experienced_6" in keys("is:unique")
        assert "fantastic_gardens_of_otosan_uchi" in keys("is:errata")
        assert keys("is:demo") == set(Card.objects.filter(game="chiaxis").values_list("key", flat=True))

    def test_like_wildcards_and_odd_unicode_are_literal(self, card_sample):
        assert keys("title:%") == set()
        assert keys("k:%") == keys("t:_") == set()  # a tag's word prefix is literal too
        underscored = Card.objects.filter(compile_query("x:_"))
        assert underscored.count() < Card.objects.count()
        assert all("_" in card.text_search for card in underscored)
        assert "hida_kuon_experienced_6" in keys("\uff28ida kuon")  # fullwidth H folds to H

    def test_game_scopes_format_lookup(self, card_sample):
        with pytest.raises(SearchError, match="unknown format 'modern'"):
            keys("f:modern", game="naruto")


def _substring_keys(node) -> set[str]:
    """The cards a word, phrase, title: or text: term (or its negation, or an or of them) names, by testing
    every card's folded title and text in Python."""
    from cards.markup import fold
    from cards.search import Not, Or

    if isinstance(node, Not):
        return set(Card.objects.values_list("key", flat=True)) - _substring_keys(node.child)
    if isinstance(node, Or):
        return set().union(*(_substring_keys(child) for child in node.children))
    term = fold(node.value)
    columns = {"title": (0,), "text": (1,)}.get(getattr(node, "field", ""), (0, 1))
    return {
        key
        for key, *texts in Card.objects.values_list("key", "title_search", "text_search")
        if any(term in texts[i] for i in columns)
    }
