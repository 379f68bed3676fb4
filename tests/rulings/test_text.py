"""The one fold every search shares (rulings.text)."""

from rulings.text import fold


def test_accents_case_quotes_and_spaces_fold_away():
    assert fold("Naga  Attaché") == "naga attache"
    assert fold("Rumeurs à la Cour") == "rumeurs a la cour"
    assert fold("Akodo\u2019s \u201cGuard\u201d \u2013 Elite") == 'akodo\'s "guard" - elite'
    assert fold("ﬁnal Straße") == "final strasse"


def test_symbols_that_are_not_accents_stay():
    assert fold("[↯] Chakra ⧗") == "[↯] chakra ⧗"
