"""Full-text search, run on SQLite (FTS5) and again on PostgreSQL (marker "services")."""

import pytest

from rulings.glossary.models import Part
from rulings.glossary.search import MAX_QUERY_CHARS, parse_query, search_entries

pytestmark = [pytest.mark.services, pytest.mark.usefixtures("glossary")]


def titles(query: str, **filters) -> list[str]:
    return [hit.title for hit in search_entries(query, **filters).hits]


def test_stemming_negated_finds_negation():
    found = titles("negated", prefix_last=False)
    assert "Prevention (including negation)" in found
    hits = search_entries("negated", game="l5r", prefix_last=False).hits
    # negat... or a synonym (cancel, nullify), in the paragraph or the title. (PostgreSQL's english
    # stemmer also reads "negative" as "negat": such a hit has nothing the Desk's porter stems can mark.)
    assert all("<mark>" in hit.snippet_html + hit.title_html for hit in hits if hit.matched)
    assert "<mark>negation</mark>" in hits[0].snippet_html.lower()


def test_a_title_match_ranks_first():
    assert titles("show", game="l5r", prefix_last=False)[0] == "Show"
    assert titles("seppuku", prefix_last=False)[0] == "Seppuku"


def test_quoted_phrase_needs_the_words_together():
    assert titles('"order of effects"', prefix_last=False) == ["Order of effects"]
    loose = titles("order effects", prefix_last=False)
    assert len(loose) > 1 and "Order of effects" in loose


def test_prefix_with_star_and_while_typing():
    starred = titles("preven*", game="l5r")
    assert "Prevention (including negation)" in starred
    # a finished word is not a prefix: too short to correct, it finds nothing; longer, it is read as a typo
    assert titles("seppu", prefix_last=False) == [] and titles("seppu", prefix_last=True)
    finished = search_entries("preven", prefix_last=False)
    assert finished.notes == ('Searched for "prevent" instead of "preven".',)
    assert titles("preven", game="l5r", prefix_last=True) == starred  # the word being typed is


def test_filters_by_game_and_document():
    everywhere = search_entries("continuous effects", prefix_last=False).hits
    assert {hit.game for hit in everywhere} == {"l5r", "chiaxis", "naruto"}
    assert {hit.game for hit in search_entries("continuous effects", game="naruto").hits} == {"naruto"}
    glossary = search_entries("effects", document="l5r-ce-glossary-s", prefix_last=False).hits
    assert glossary and {hit.document_title for hit in glossary} == {
        "Celestial Edition rules glossary, letter S (Same ... Switch)"
    }
    assert search_entries("effects", game="chiaxis", document="l5r-ce-glossary-s").total == 0


def test_rule_numbers_are_searchable_and_hits_link_to_the_matching_part():
    [hit] = search_entries("22.3b", game="chiaxis", prefix_last=False).hits
    assert hit.title == "22.3 Continuous Effects"
    assert hit.url == "/rules/chiaxis/22-3-continuous-effects/#r22-3b"
    top = search_entries("retroactive", prefix_last=False).hits[0]
    assert top.title == "Duration and scope of prevention effects" and top.anchor == "p7"


def test_snippets_mark_only_matches_and_escape_everything_else():
    hit = search_entries("Setting stats", game="l5r", prefix_last=False).hits[0]
    html = str(hit.snippet_html)
    assert "<mark>" in html
    assert html.replace("<mark>", "").replace("</mark>", "").count("<") == 0


def test_total_and_paging():
    first = search_entries("effect", prefix_last=False, per_page=5)
    second = search_entries("effect", prefix_last=False, per_page=5, page=2)
    assert first.total == second.total > 10 and first.has_next and second.has_previous
    assert not {h.entry_id for h in first.hits} & {h.entry_id for h in second.hits}


@pytest.mark.parametrize(
    "query",
    [
        '"',
        '"unbalanced phrase',
        "*",
        "NEAR(",
        "NEAR(effect, 2)",
        "AND OR NOT",
        "((effect",
        "effect)",
        "effect\x00 \x00",
        "title:show",
        "-effect +effect ^effect",
        "'; DROP TABLE rulings_entry; --",
        "x" * 10_000,
        "effect " * 5_000,
        "\U0001f600 ↯ ⧗",
    ],
)
def test_hostile_queries_give_results_or_a_message(query):
    page = search_entries(query)
    assert page.hits or page.message
    for hit in page.hits:
        assert "<script" not in str(hit.snippet_html)


def test_long_queries_are_shortened_with_a_note():
    page = search_entries("effect " * 5_000)
    assert page.hits and page.notes
    assert len(parse_query("x" * 10_000).terms[0].words[0]) == MAX_QUERY_CHARS


def test_queries_without_words_explain_what_to_type():
    for query in ["", "   ", "***", "((()))", '""']:
        page = search_entries(query)
        assert page.hits == [] and page.message.startswith("Type a word")


def test_plain_questions_drop_stop_words_and_match_any_word():
    query = parse_query("when does a delayed effect happen", prefix_last=False)
    assert not query.strict and [c.typed for c in query.concepts] == ["delayed", "effect", "happen"]
    top = search_entries("when does a delayed effect happen", prefix_last=False).hits[0]
    assert top.title == "Delayed effects" and top.matched == ("delayed", "effect", "happen")
    # "happen" and "when" are not in the entry's text as such: any word is enough to be found
    assert search_entries("what is a fluctuating bonus", prefix_last=False).hits[0].anchor == "p6"


def test_quotes_or_a_star_switch_to_strict_all_words():
    assert parse_query('"order of effects"').strict and parse_query("preven*").strict
    assert not parse_query("order of effects").strict
    assert search_entries('"delayed effect" happen', prefix_last=False).total < search_entries(
        "delayed effect happen", prefix_last=False
    ).total


@pytest.mark.parametrize(
    ("query", "game", "title"),
    [
        ("F", "l5r", "Force"),
        ("what is PH", "l5r", "Personal Honor"),
        ("HR", "l5r", "Honor Requirement"),
        ("GP", "l5r", "Honor Production and Gold Production"),
        ("cancel", "l5r", "Prevention (including negation)"),
        ("what happens when the controller leaves play", "naruto", "Take control"),
    ],
)
def test_abbreviations_and_synonyms_of_each_game(query, game, title):
    assert title in titles(query, game=game, prefix_last=False)[:3]


def test_a_query_naming_an_entry_ranks_it_first():
    assert titles("the tracking rule", prefix_last=False)[0] == "Tracking rule"
    assert titles("delayed effect", game="l5r", prefix_last=False)[0] == "Delayed effects"
    assert titles("may not", game="l5r", prefix_last=False)[0] == "“May not”"


def test_hits_link_to_the_answering_paragraph_permalink():
    hit = search_entries("can prevention be retroactive", game="l5r", prefix_last=False).hits[0]
    part = Part.objects.get(entry_id=hit.entry_id, anchor=hit.anchor)
    assert hit.url == part.get_absolute_url() and hit.paragraph_label == "paragraph 7"
    assert "<mark>retroactive</mark>" in hit.snippet_html


def test_highlights_never_let_markup_through():
    page = search_entries("<script>alert(1)</script> negation <b>", game="l5r", prefix_last=False)
    for hit in page.hits:
        html = str(hit.snippet_html) + str(hit.title_html)
        assert html.replace("<mark>", "").replace("</mark>", "").count("<") == 0


def test_strict_syntax_that_finds_nothing_falls_back_to_the_plain_words():
    raw = '"once per battle" line on an ability - does it still count when nobody is using the ability'
    page = search_entries(raw, prefix_last=False)
    assert page.hits and not page.strict
    assert any("any of the words" in note for note in page.notes)
    plain = search_entries(raw.replace('"', ""), prefix_last=False)
    # the entries the plain words find first; the paragraph citing the quoted phrase word for word
    # ("This ability may be used once per battle") answers first
    assert {hit.title for hit in plain.hits[:10]} <= {hit.title for hit in page.hits}
    assert (page.hits[0].slug, page.hits[0].anchor) == ("order-of-effects", "exc2")


def test_quotes_in_a_question_are_read_as_plain_words():
    # every word required, "does" and "as" too, found one entry that holds them all and not the answer
    question = parse_query('does "cannot" count as negation')
    assert not question.strict and question.notes and "cannot" in {c.typed for c in question.concepts}
    page = search_entries('does "cannot" count as negation', game="l5r", prefix_last=False)
    assert not page.strict and any("any of the words" in note for note in page.notes)
    assert "prevention-including-negation" in [hit.slug for hit in page.hits[:3]]
    assert parse_query('"cannot" negation').strict  # search syntax without a question's words stays strict


def test_strict_syntax_that_finds_something_stays_strict():
    page = search_entries('"order of effects"', prefix_last=False)
    assert page.strict and not any("any of the words" in note for note in page.notes)


@pytest.mark.parametrize(
    ("typed", "meant", "title"),
    [
        ("personalty", "personality", "Personal Honor"),
        ("sepuku", "seppuku", "Seppuku"),
        ("recieve", "receive", None),
        ("negatoin", "negation", "Prevention (including negation)"),
        ("switchd", "switch", "Switch"),
    ],
)
def test_a_word_no_entry_holds_is_corrected_to_the_glossary_word_it_is_closest_to(typed, meant, title):
    page = search_entries(typed, prefix_last=False)
    assert page.notes == (f'Searched for "{meant}" instead of "{typed}".',)
    assert [h.title for h in page.hits] == titles(meant, prefix_last=False)
    assert title is None or page.hits[0].title == title


def test_known_words_short_words_and_contractions_are_left_as_typed():
    for query in ("prevention", "fh", "doesnt", "xqzt"):
        assert search_entries(query, prefix_last=False).notes == ()
    assert search_entries("personal", prefix_last=True).notes == ()  # the beginning of a word being typed


def test_hits_are_paragraphs_and_an_entry_gives_each_one_that_answers():
    hits = search_entries("once per turn limit identical cards", prefix_last=False).hits
    top = [(hit.slug, hit.anchor) for hit in hits[:3]]
    # the rule ("Abilities can be used only once per turn") and its example (two identical cards) both answer
    assert ("abilities", "p4") in top and ("abilities", "ex1") in top
    for hit in hits:
        assert Part.objects.filter(entry_id=hit.entry_id, anchor=hit.anchor).exists()
    assert [h.rank for h in hits] == sorted((h.rank for h in hits), reverse=True)


def test_paging_through_paragraph_hits_repeats_and_skips_none():
    seen, page = [], 1
    while True:
        results = search_entries("effect", prefix_last=False, per_page=7, page=page)
        seen += [(hit.entry_id, hit.anchor) for hit in results.hits]
        if not results.has_next:
            break
        page += 1
    assert len(seen) == len(set(seen)) == results.total > 7
    whole = search_entries("effect", prefix_last=False, per_page=500).hits  # every entry in one window
    assert {entry for entry, _ in seen} == {hit.entry_id for hit in whole}


@pytest.mark.parametrize("query", ["personalty chi", '"chi personalty never" together'])
def test_a_search_reads_the_index_key_once(query):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    search_entries(query, prefix_last=False)  # the caches the key guards, filled
    with CaptureQueriesContext(connection) as context:
        page = search_entries(query, prefix_last=False)  # a typo corrected; a strict query falling back
    assert page.hits
    key_reads = [q for q in context.captured_queries if "fts_data" in q["sql"] or "max(id)" in q["sql"]]
    assert len(key_reads) == 1


def test_another_form_of_a_glossary_word_is_no_typo():
    # ChiAxis's rules say "wounds", never "wound": the index finds one in the other (same stem), where the
    # speller used to search for "would" instead
    page = search_entries("wound", game="chiaxis", prefix_last=False)
    assert page.notes == () and page.hits
    assert "wound" in page.hits[0].snippet_html.lower()


def test_a_question_that_is_an_entry_s_title_is_answered_by_its_first_paragraph():
    named = [("what is the tracking rule", "tracking-rule"), ("blind cards rule", "blind-cards-rule")]
    for query, slug in named:
        hit = search_entries(query, prefix_last=False).hits[0]
        assert (hit.slug, hit.anchor) == (slug, "p1"), query  # the definition, not an exception or example


@pytest.mark.usefixtures("without_situation_phrases")  # a paragraph's phrases move it (test_situations)
def test_the_rule_an_answering_example_illustrates_follows_it():
    hits = search_entries("effect doesnt say until dawn, when does it end", prefix_last=False).hits
    first = hits[0]
    assert first.anchor.endswith("-ex1")  # the example answers best ...
    rule = first.anchor.removesuffix("-ex1")
    assert (hits[1].slug, hits[1].anchor) == (first.slug, rule)  # ... and the rule it belongs to follows


def test_an_example_or_exception_belongs_to_its_numbered_rule_else_the_rule_before_it():
    from rulings.glossary.search.ranking import illustrated_rule

    chiaxis = ["r22-3", "r22-3a", "r22-3b", "r22-3b-ex1", "r22-3c"]
    assert illustrated_rule(chiaxis, 3) == 2 and illustrated_rule(chiaxis, 2) is None
    l5r = ["p1", "exc1", "exc2", "ex1", "p2", "ex2"]
    assert [illustrated_rule(l5r, i) for i in range(len(l5r))] == [None, 0, 0, 0, None, 4]
    assert illustrated_rule(["ex1", "p1"], 0) is None  # nothing before it


def test_the_speller_leaves_other_forms_of_known_words():
    from collections import Counter

    from rulings.glossary.search.spelling import Speller

    speller = Speller(Counter({"wounds": 1, "would": 9, "switch": 3}))
    assert speller.correct("wound") is None and speller.correct("switched") is None
    assert speller.correct("swtich") == "switch"


def test_stop_words_do_not_count_against_the_word_limit():
    from rulings.glossary.search.query import MAX_TERMS

    question = "effects of that action do not happen - do i still pay the cost paid at resolution"
    assert {"cost", "paid", "resolution"} <= {c.typed for c in parse_query(question).concepts}
    assert parse_query(question).notes == ()
    words = " ".join(f"word{n}" for n in range(MAX_TERMS + 3))
    plain, strict = parse_query(f"the {words}"), parse_query(f'"the" {words}')
    assert len(plain.terms) == MAX_TERMS + 1 and plain.notes  # "the" and 12 words that search
    assert len(strict.terms) == MAX_TERMS and strict.notes  # strict syntax searches every word typed


def test_a_short_word_is_corrected_only_for_a_letter_left_out_or_two_letters_swapped():
    from collections import Counter

    from rulings.glossary.search.spelling import Speller

    speller = Speller(Counter({"step": 5, "gold": 5, "its": 9, "commit": 2, "value": 3, "cards": 9}))
    assert [speller.correct(w) for w in ("stop", "bold", "hits", "cares")] == [None] * 4  # other words
    assert [speller.correct(w) for w in ("comit", "valeu")] == ["commit", "value"]  # typos


def test_words_english_search_drops_are_searched_on_every_backend():
    # PostgreSQL's english configuration drops "will", "not", "only", ... as stop words; they are rules words
    page = search_entries('"will not"', game="l5r", prefix_last=False)
    assert page.strict and not page.notes  # found as typed, without falling back to the plain words
    assert page.hits[0].slug == "does-notwill-not-versus-negation"
    assert all("<mark>will not</mark>" in hit.snippet_html.lower() for hit in page.hits[:3])


@pytest.mark.usefixtures("without_situation_phrases")  # a paragraph's phrases move it (test_situations)
def test_players_shorthand_w_slash_o_means_without():
    alone = search_entries("w/o", game="l5r", prefix_last=False).hits
    assert alone and all("<mark>without</mark>" in hit.snippet_html.lower() for hit in alone)
    hits = search_entries("stats w/o", game="l5r", prefix_last=False).hits[:3]
    # The L5R rules hold both words in two paragraphs only (Absent stats p2, General rules about stats p13):
    # they come first. The third answer is the definition of a card without a stat (Absent stats p1, which
    # says "does not possess"), rightly above paragraphs that hold "without" and not stats (card titles).
    assert {(hit.slug, hit.anchor) for hit in hits[:2]} == {
        ("absent-stats", "p2"),
        ("general-rules-about-stats", "p13"),
    }
    assert all("<mark>without</mark>" in hit.snippet_html.lower() for hit in hits[:2])


def test_a_paragraph_holding_the_question_s_words_passes_weaker_paragraphs_of_a_better_entry():
    from rulings.glossary.search.entries import ranked_paragraphs
    from rulings.glossary.search.ranking import Analysis, Paragraph

    def entry(entry_id, score, paragraphs):  # paragraphs: (own score within the entry, evidence)
        parts = [Paragraph(i, own, 0, "", [], evidence) for i, (own, evidence) in enumerate(paragraphs)]
        return Analysis((entry_id,), score, set(), [], parts)

    better = entry(1, 1.0, [(1.0, 1.0), (0.9, 0.1)])  # the better entry; its second paragraph says little
    answering = entry(2, 0.8, [(1.0, 3.0)])  # a weaker entry whose paragraph holds the question's words
    order = [(a.row[0], k) for a, k, _ in ranked_paragraphs([better, answering], named=set())]
    assert order == [(2, 0), (1, 0), (1, 1)]
    named = [(a.row[0], k) for a, k, _ in ranked_paragraphs([better, answering], named={1})]
    assert named[0] == (1, 0)  # an entry the query names still comes first


def test_paragraph_evidence_is_bm25_against_the_window_s_paragraphs_not_only_the_entry_s():
    from rulings.glossary.search.entries import paragraph_length
    from rulings.glossary.search.frequencies import Statistics
    from rulings.glossary.search.ranking import analyse

    text = "Alpha beta gamma delta.\n\nEpsilon zeta."
    row = (1, "l5r", "s", "Title", "", "[]", "D", "d", text, '["p1", "p2"]', "", 1.0)
    query, stats = parse_query("beta", prefix_last=False), Statistics(100, (5,))
    assert paragraph_length([row]) == len(text) / 2  # the entries' characters per paragraph

    def evidence(window_length: float) -> float:
        return analyse(row, query, stats, window_length).paragraphs[0].evidence

    # the same paragraph says "beta" with more weight among long paragraphs than among short ones
    assert evidence(1000.0) > evidence(paragraph_length([row])) > evidence(5.0) > 0


def test_a_symbol_a_title_shows_is_searched_as_that_title_s_words():
    page = search_entries("my ↯ effect would hurt me, can i not use it", game="naruto", prefix_last=False)
    assert page.notes == ('Searched for "Instant effects" for "↯".',)
    assert ("instant-effects", "p1") in [(hit.slug, hit.anchor) for hit in page.hits[:3]]
    alone = search_entries("⧗", game="naruto", prefix_last=False)  # a symbol alone is a question too
    assert "continuous-effects" in [hit.slug for hit in alone.hits[:3]] and not alone.message
    assert search_entries("☃", prefix_last=False).message.startswith("Type a word")  # no title shows it


def test_title_symbols_are_non_ascii_symbols_only():
    from rulings.glossary.search.spelling import title_symbols

    assert title_symbols("Instant effects ↯") == {"↯"}
    assert title_symbols("“X instead (of Y)” refers to the substitution… +1F") == set()


def test_two_edits_are_allowed_only_in_long_words():
    from collections import Counter

    from rulings.glossary.search.spelling import Speller

    speller = Speller(Counter({"person": 5, "success": 3, "check": 4, "personality": 9}))
    assert [speller.correct(w) for w in ("version", "succeed", "recheck")] == [None] * 3  # other words
    assert speller.correct("persnalitty") == "personality"  # two edits in a long word: a typo


def test_a_paragraph_the_page_already_shows_under_another_title_comes_after_the_others():
    from rulings.glossary.search.entries import distinct
    from rulings.glossary.search.ranking import Analysis, Paragraph

    def entry(entry_id, texts):
        parts = [Paragraph(i, 1.0, 0, text, [], 1.0) for i, text in enumerate(texts)]
        return Analysis((entry_id,), 1.0, set(), [], parts)

    first, copy = entry(1, ["Same rule.", "Other rule."]), entry(2, ["Same rule."])
    third = entry(3, ["Third rule."])
    hits = [(first, 0, 3.0), (copy, 0, 2.5), (third, 0, 2.0), (first, 1, 1.0)]
    order = [(a.row[0], k) for a, k, _ in distinct(hits)]
    assert order == [(1, 0), (3, 0), (1, 1), (2, 0)]  # the repeat last, its entry still listed


def test_a_paragraph_s_evidence_counts_its_entry_s_title_as_a_field():
    from rulings.glossary.search.frequencies import Statistics
    from rulings.glossary.search.ranking import analyse

    text = "Alpha beta gamma.\n\nAlpha delta epsilon."
    query, stats = parse_query("beta delta", prefix_last=False), Statistics(100, (5, 5))

    def evidence(title: str) -> list[float]:
        row = (1, "l5r", "s", title, "", "[]", "D", "d", text, '["p1", "p2"]', "", 1.0)
        paragraphs = analyse(row, query, stats, 20.0).paragraphs
        return [p.evidence for p in sorted(paragraphs, key=lambda p: p.index)]

    plain, titled = evidence("Title"), evidence("Delta rules")
    assert titled[0] > plain[0]  # the title's "delta" counts for the paragraph that says "beta" too
    assert titled[1] > plain[1]  # and adds to the one that says "delta" itself


def test_a_weaker_paragraph_of_an_entry_still_competes_for_the_page():
    from rulings.glossary.search.frequencies import Statistics
    from rulings.glossary.search.ranking import ANSWER_SHARE, analyse

    # the second paragraph holds one rare word of two: a fifth of the best's score, still an answer
    text = "Alpha beta beta gamma gamma.\n\nAlpha beta."
    row = (1, "l5r", "s", "Title", "", "[]", "D", "d", text, '["p1", "p2"]', "", 1.0)
    query, stats = parse_query("beta gamma", prefix_last=False), Statistics(100, (5, 5))
    paragraphs = analyse(row, query, stats).paragraphs
    assert [p.index for p in paragraphs] == [0, 1]
    assert paragraphs[1].score < 0.5 * paragraphs[0].score and ANSWER_SHARE < 0.5


def test_four_letter_words_are_left_as_typed():
    from collections import Counter

    from rulings.glossary.search.spelling import Speller

    speller = Speller(Counter({"timed": 3, "lost": 4, "short": 2, "times": 5, "commit": 2}))
    assert [speller.correct(w) for w in ("tied", "lots", "sort", "ties")] == [None] * 4  # other words
    assert speller.correct("comit") == "commit"  # five letters: a typo still corrected
    assert search_entries("lots of bonuses", prefix_last=False).notes == ()


def test_a_common_word_in_an_entry_title_retrieves_it():
    # "stat" is in a fifth of the entries: too common to retrieve from their text, not from a title
    page = search_entries("what counts as a stat", game="l5r", prefix_last=False)
    assert "stats" in [hit.slug for hit in page.hits[:3]]


def test_a_word_two_alternatives_of_a_concept_match_is_one_occurrence():
    from rulings.glossary.search.matching import matcher_for, occurrences
    from rulings.glossary.search.query import Concept

    concept = Concept((("negated",), ("negate",), ("cancel",)), "negated")
    found = occurrences("A negated effect. Cancel it.", matcher_for((concept,)))
    assert [(o.concept, o.start, o.end) for o in found] == [(0, 2, 9), (0, 18, 24)]  # counted once each


def test_a_question_keeps_its_quoted_phrases_with_their_stop_words():
    question = parse_query('card says "your actions" - does that mean “his action”', prefix_last=False)
    assert not question.strict and question.quoted == (("your", "actions"), ("his", "action"))
    assert "your" not in {c.typed for c in question.concepts}  # still searched as plain words
    assert parse_query('does "cannot" count as negation').quoted == ()  # one word: a concept already


def test_the_paragraph_saying_a_quoted_phrase_word_for_word_answers_before_its_neighbours():
    from rulings.glossary.search.frequencies import Statistics
    from rulings.glossary.search.ranking import analyse

    text = "Your actions are the ones you took.\n\nActions on your cards are actions from your cards."
    row = (1, "l5r", "s", "Title", "", "[]", "D", "d", text, '["p1", "p2"]', "", 1.0)
    stats = Statistics(100, (5,))

    def best(raw: str) -> int:
        return analyse(row, parse_query(raw, prefix_last=False), stats).paragraphs[0].index

    assert best("what are actions") == 1  # "actions" twice: the second paragraph
    assert best('what are "your actions"') == 0  # the paragraph that says the phrase cited


@pytest.mark.usefixtures("without_situation_phrases")  # a paragraph's phrases move it (test_situations)
def test_strict_syntax_falling_back_to_plain_words_still_weighs_its_quoted_phrase():
    page = search_entries('"your actions" printed qwzx', game="l5r", prefix_last=False)
    assert not page.strict and any("any of the words" in note for note in page.notes)
    # the paragraph saying "your actions" first; the same words unquoted show the entry's first paragraph
    assert (page.hits[0].slug, page.hits[0].anchor) == ("source-of-effects", "p3")
    plain = search_entries("printed actions qwzx your", game="l5r", prefix_last=False)
    assert (plain.hits[0].slug, plain.hits[0].anchor) != ("source-of-effects", "p3")
