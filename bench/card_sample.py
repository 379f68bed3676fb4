"""The card sample the tests and the real-card benchmark import: real L5R set files holding the cards they
look at, every Naruto card and the ChiAxis demo set. Kept in bench/ so that the tests import it rather than a
benchmark importing test code."""

from pathlib import Path

from cards.services import DEMO_DIR

SAMPLE_SETS = (  # real L5R set files that hold the cards the tests look at
    "celestial_edition",  # Hida Kuon • Experienced 6, Duty, Justly Earned Victory
    "celestial_edition_15",  # The Jade Hand (an Item: signed stats)
    "1_000_years_of_darkness",  # Asako Kinuye (Honor Requirement "-")
    "siege_clan_war",  # The First Legion (Personality proxy), Rank-scaled stats
    "an_onis_fury",  # The First Legion (Follower)
    "the_plague_war",  # Cricket Tattoo
    "samurai_edition",  # Obsidian Dragon
    "a_line_in_the_sand",  # double-sided Gates of the Second City
    "chaos_reigns_part_iii",  # dated errata
    # issue 17's cards (scripts: cards/effect_scripts/l5r; scenarios: tests/cards/card_scenarios/l5r and
    # tests/cards/test_l5r_sample_scripts.py)
    "the_dead_of_winter",  # Hida Akeno, Isawa Furiko, Mirumoto Kijima
    "the_imperial_gift_2",  # A Samurai's Soul, Bayushi Kayama
    "war_of_honor",  # Akodo Regulars
    "death_at_koten",  # Desperate Battle, Ritual of Binding
    "glory_of_the_empire",  # Armor of the Heavens, Fubatsu No-Dachi, Shiba Raiden, Asako Suda
    "path_of_the_destroyer",  # Isawa Mizuhiko • Experienced, Kakita Kensho-in • Experienced, Washizuka
    "before_the_dawn",  # Asako Izuna, Mirumoto Yozo • Experienced, Seaside Bazaar
    "second_city",  # Daigotsu Bofana, Daigotsu Hotako • Experienced 3, Slanderer
    "forgotten_legacy",  # Accidental Confession, Matsu Koyama, Cursed Relic
    "promotional_celestial",  # Sasumata, Fortifications, Daikoku's Guidance
    "empire_at_war",  # Downhill Assault, Tsuruchi's Legacy
    "the_harbinger",  # Arrows Do Not Falter
)


def sample_paths(carddata_dir: Path, set_names: tuple[str, ...] = SAMPLE_SETS) -> list[Path]:
    """L5R set files (with the set info), all Naruto cards and the ChiAxis demo set."""
    sets = carddata_dir / "l5r" / "sets"
    return [
        *(sets / f"{name}.yaml" for name in set_names),
        carddata_dir / "l5r" / "set_info.yaml",
        carddata_dir / "naruto-mythos" / "cards.json",
        DEMO_DIR,
    ]
