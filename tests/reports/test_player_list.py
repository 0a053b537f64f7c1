"""The player list: order, the columns people have values for, and nothing private."""

from __future__ import annotations

from dataclasses import replace

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Tournament
from chessarbiter.reports import player_list
from tests.reports.events import (
    INFO,
    MARKUP_NAME,
    OPTS,
    PRIVATE_BIRTH_DATE,
    SIXTEEN,
    UNICODE_NAMES,
    lower_number_wins,
)
from tests.reports.pdftext import rows, text


def test_alphabetical_order_ignores_case_accents_and_punctuation() -> None:
    names = ("żółć, Łukasz", "Zamora, Ana", "Ødegård, Ørjan", "Oakes, Ben", "O'Brien, Pat",
             "Ostrowski, Jan", "<b>Smith & Co</b>", "Nguyễn Thái Đại Văn", "Ngo, Lan")
    t = Tournament(tuple(Player(k, n) for k, n in enumerate(names, start=1)))
    page = rows(player_list(t, INFO, OPTS))[0]
    # By hand, letters only: "bsmith cob" (the name is text, its "b"s are letters) < ngo <
    # nguyen; oakes < obrien < odegard < ostrowski; zamora < zolc.
    assert [line[1] for line in page[3:-1]] == [
        "<b>Smith & Co</b>", "Ngo, Lan", "Nguyễn Thái Đại Văn", "Oakes, Ben", "O'Brien, Pat",
        "Ødegård, Ørjan", "Ostrowski, Jan", "Zamora, Ana", "żółć, Łukasz"]
    assert page[0][-1] == "Players" and page[1][-1] == "9 players, alphabetical"


def test_by_start_number() -> None:
    t = lower_number_wins(SIXTEEN)
    page = rows(player_list(t, INFO, OPTS, order="start"))[0]
    assert [line[0] for line in page[3:-1]] == [str(k) for k in range(1, 17)]
    printed = text(player_list(t, INFO, OPTS, order="start"))
    for name in (*UNICODE_NAMES, MARKUP_NAME):
        assert name in printed


def test_only_documented_columns_and_no_private_data() -> None:
    # Birth date, sex and the US Chess expiry date are stored but are nobody's business on
    # the wall; columns nobody has a value for are left out.
    private = Player(1, "Berg, Bruno", fide_rating=2310, federation="NOR", fide_id="1503014",
                     sex="m", birth_date=PRIVATE_BIRTH_DATE, uscf_expiry=PRIVATE_BIRTH_DATE)
    other = Player(2, "Abel, Anna", uscf_rating=1850, uscf_id="12345678", title="WFM",
                   withdrawn_after=3)
    pdf = player_list(Tournament((private, other)), INFO, OPTS)
    page = rows(pdf)[0]
    assert page[2] == ["No.", "Title", "Name", "Fed", "FIDE ID", "FIDE Rtg", "US Chess ID",
                       "US Chess Rtg", "Note"]
    assert page[3] == ["2", "WFM", "Abel, Anna", "12345678", "1850", "withdrew after round 3"]
    assert page[4] == ["1", "Berg, Bruno", "NOR", "1503014", "2310"]
    printed = text(pdf)
    for secret in ("1990", "05-17", "17.05", "May"):
        assert secret not in printed


def test_columns_nobody_uses_are_left_out() -> None:
    t = Tournament(tuple(replace(p, fide_id="", federation="", title="", fide_rating=None)
                         for p in lower_number_wins(SIXTEEN[:3]).players))
    assert rows(player_list(t, INFO, OPTS))[0][2] == ["No.", "Name"]
