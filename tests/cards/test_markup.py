"""Card markup: only <b>, <i>, <br> survive, balanced; icons become labelled words; all else is escaped."""

from html.parser import HTMLParser

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cards.markup import fold, icon_word, normalize, plain_text, render_html


def test_allowed_tags_and_icons():
    html = render_html("<b>Repeatable Limited, :bow::</b> Gain :g2: and <i>honor</i>.<br>Next")
    assert html == (
        '<b>Repeatable Limited, <span class="card-icon icon-bow" title="Bow">Bow</span>:</b> Gain '
        '<span class="card-icon icon-g2" title="2 Gold">2 Gold</span> and <i>honor</i>.<br>Next'
    )


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ('<b onclick="x">hi</b>', "&lt;b onclick=&quot;x&quot;&gt;hi"),
        ("<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"),
        ("<B>upper</B>", "<b>upper</b>"),
        ("<i>unclosed", "<i>unclosed</i>"),
        ("stray</i> close", "stray close"),
        ("<b><i>crossed</b></i>", "<b><i>crossed</i></b>"),
        ("</<i>odd</i.>", "&lt;/<i>odd&lt;/i.&gt;</i>"),
        ("<i/>empty", "empty"),
        ("a & b < c", "a &amp; b &lt; c"),
    ],
)
def test_everything_else_is_escaped_and_tags_balanced(source, expected):
    assert render_html(source) == expected


def test_naruto_effect_symbols_are_labelled():
    html = render_html("<b>MAIN:</b> [⧗] When any friendly character is defeated")
    assert 'title="⧗ Continuous"' in html


@pytest.mark.parametrize(
    ("code", "word"),
    [
        ("bow", "Bow"),
        ("g4", "4 Gold"),
        ("gstar", "* Gold"),
        ("favor", "Imperial Favor"),
        ("Rank•5", "Rank 5"),
    ],
)
def test_icon_words(code, word):
    assert icon_word(code) == word


def test_plain_text_and_normal_form():
    source = "<b>Battle:</b> Pay :g2:<br>Bow him. “Quoted” \u2013 done"
    assert plain_text(source) == "Battle: Pay 2 Gold\nBow him. “Quoted” \u2013 done"
    assert normalize(source) == 'battle: pay 2 gold bow him. "quoted" - done'
    assert fold("  \uff33amurai  ") == "samurai"  # fullwidth letters fold to ASCII


class TagRecorder(HTMLParser):
    def __init__(self):
        super().__init__()
        self.events: list[tuple[str, str, tuple]] = []

    def handle_starttag(self, tag, attrs):
        self.events.append(("start", tag, tuple(name for name, _ in attrs)))

    def handle_endtag(self, tag):
        self.events.append(("end", tag, ()))


@given(st.text(alphabet=st.sampled_from(list("<>/=\"' :bigrspanx↯⧗[]&;1"))) | st.text())
def test_any_text_renders_to_allowed_balanced_tags_only(text):
    recorder = TagRecorder()
    recorder.feed(str(render_html(text)))
    recorder.close()
    stack = []
    for kind, tag, attrs in recorder.events:
        assert tag in {"b", "i", "br", "span"}
        assert attrs in {(), ("class", "title")}
        if kind == "start" and tag != "br":
            stack.append(tag)
        elif kind == "end":
            assert stack.pop() == tag
    assert stack == []
