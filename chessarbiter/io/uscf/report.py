"""The three files of a US Chess rating report in the "2C" layout (formats.md §1.3–1.5).

An individual round robin is one section (``S_TRN_TYPE = R``), a Swiss event one ``S``
section (its cells as any: ``W12B``, ``H0`` for a half-point bye asked for, ``B0`` for a full
or pairing-allocated bye, ``U0`` for a round missed or not paired); a league month has one
section per league section and one for the extra rated games (:mod:`.league`), each with its
own pairing numbers and round count, the shorter ones padded with ``U0``. The event identity
comes from
:class:`UscfEventInfo` (the event settings), the time control string and rating system from
the structured :class:`~chessarbiter.core.timecontrol.TimeControl`, the rest from the games.
Nothing here judges whether the report may be sent: see :mod:`chessarbiter.io.uscf.checks`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date

from chessarbiter.core.timecontrol import TimeControl
from chessarbiter.core.tournament import Tournament
from chessarbiter.io.uscf.cells import CELL_WIDTH, UNPLAYED, round_cells
from chessarbiter.io.uscf.dbf import Field, write_dbf
from chessarbiter.io.uscf.names import ascii_fold, uscf_name

FORMAT = "2C"
PROGRAM = "CHESSARB"  # H_PROGRAM holds 10 characters; SwissSys writes SWISSSYS11
ROUND_ROBIN, SWISS = "R", "S"

MEMBER_ID = re.compile(r"\d{8}")  # US Chess IDs keep their leading zeros
AFFILIATE_ID = re.compile(r"A\d{7}")

HEADER_FILE, SECTION_FILE, DETAIL_FILE = "THEXPORT.DBF", "TSEXPORT.DBF", "TDEXPORT.DBF"

HEADER_FIELDS: tuple[Field, ...] = (
    ("H_FORMAT", 5), ("H_PROGRAM", 10), ("H_EVENT_ID", 12), ("H_NAME", 35), ("H_TOT_SECT", 2),
    ("H_BEG_DATE", 8), ("H_END_DATE", 8), ("H_AFF_ID", 8), ("H_CITY", 21), ("H_STATE", 2),
    ("H_ZIPCODE", 10), ("H_COUNTRY", 21), ("H_SENDCROS", 1), ("H_CTD_ID", 8), ("H_ATD_ID", 8),
    ("H_OTHER_TD", 254),
)
SECTION_FIELDS: tuple[Field, ...] = (
    ("S_EVENT_ID", 12), ("S_SEC_NUM", 2), ("S_SEC_NAME", 30), ("S_R_SYSTEM", 1),
    ("S_TIMECTL", 40), ("S_CTD_ID", 8), ("S_ATD_ID", 8), ("S_TRN_TYPE", 1), ("S_TOT_RNDS", 2),
    ("S_LST_PAIR", 4), ("S_BEG_DATE", 8), ("S_END_DATE", 8), ("S_SCH_LVL", 1), ("S_GR_PRIX", 1),
    ("S_GP_PTS", 3), ("S_FIDE", 1),
)
PLAYER_FIELDS: tuple[Field, ...] = (
    ("D_EVENT_ID", 12), ("D_SEC_NUM", 2), ("D_PAIR_NUM", 4), ("D_MEM_ID", 8), ("D_NAME", 30),
    ("D_STATE", 2), ("D_RATING", 4),
)
WIDTH = dict(HEADER_FIELDS + SECTION_FIELDS + PLAYER_FIELDS)


@dataclass(frozen=True, slots=True)
class UscfEventInfo:
    """What US Chess needs beyond the games, as the event settings hold it.

    IDs are kept as typed (8 digits for TDs, ``A`` + 7 digits for the affiliate); the checks
    say what is wrong with them. ``other_td_ids`` are credited as officials.
    """

    event_name: str
    begin_date: date
    end_date: date
    section_name: str
    time_control: TimeControl
    affiliate_id: str
    chief_td_id: str
    city: str
    state: str
    zipcode: str
    assistant_td_id: str = ""
    other_td_ids: tuple[str, ...] = ()
    country: str = "USA"
    fide_rated: bool = False


@dataclass(frozen=True, slots=True)
class UscfReport:
    """The bytes of THEXPORT.DBF, TSEXPORT.DBF and TDEXPORT.DBF."""

    header: bytes
    sections: bytes
    details: bytes

    def files(self) -> dict[str, bytes]:
        """File name → contents, in the order MUIR asks for them."""
        return {HEADER_FILE: self.header, SECTION_FILE: self.sections, DETAIL_FILE: self.details}


@dataclass(frozen=True, slots=True)
class UscfSection:
    """One section of a report: its games and byes, name and type (``R`` or ``S``).

    ``game_dates`` (round → date) fill the section's first and last date; ``rounds`` is its
    round count (None: up to the last round with a result); ``forfeits`` are the byes written
    as forfeits (:mod:`.cells`).
    """

    tournament: Tournament
    name: str
    game_dates: Mapping[int, date] = field(default_factory=dict)
    kind: str = ROUND_ROBIN
    rounds: int | None = None
    forfeits: frozenset[tuple[int, int]] = frozenset()

    def round_count(self) -> int:
        return reported_rounds(self.tournament) if self.rounds is None else self.rounds


def reported_rounds(t: Tournament) -> int:
    """The rounds actually played: up to the last round in which some game has a result."""
    return max((g.round for g in t.finished_games()), default=0)


def detail_fields(rounds: int) -> tuple[Field, ...]:
    return PLAYER_FIELDS + tuple((f"D_RND{r:02d}", CELL_WIDTH) for r in range(1, rounds + 1))


def build_report(t: Tournament, info: UscfEventInfo,
                 game_dates: Mapping[int, date] | None = None, *,
                 written: date | None = None, kind: str = ROUND_ROBIN) -> UscfReport:
    """The three files for ``t`` as one section named as ``info`` says, a round robin or
    (``kind`` SWISS) a Swiss; see :func:`build_sections_report`."""
    section = UscfSection(t, info.section_name, game_dates or {}, kind)
    return build_sections_report([section], info, written=written)


def build_sections_report(sections: Sequence[UscfSection], info: UscfEventInfo, *,
                          written: date | None = None) -> UscfReport:
    """The three files, sections numbered 1..N in the order given; ``written`` (default
    today) is the files' update date.

    Free text is folded to ASCII and cut to its field. An ID that is not well formed is left
    blank rather than cut (a cut ID could be someone else's). The report is built even when
    the checks find problems, so that an arbiter who overrides them gets what they saw.
    """
    widest = max((s.round_count() for s in sections), default=0)
    updated = date.today() if written is None else written
    return UscfReport(
        header=write_dbf(HEADER_FIELDS, [_header_record(info, len(sections))], updated),
        sections=write_dbf(SECTION_FIELDS, [_section_record(s, str(n), info)
                                            for n, s in enumerate(sections, start=1)], updated),
        details=write_dbf(detail_fields(widest),
                          [record for n, s in enumerate(sections, start=1)
                           for record in _player_records(s, str(n), widest)], updated),
    )


def _text(value: str, field: str) -> str:
    return ascii_fold(value)[: WIDTH[field]].rstrip()


def _member_id(value: str) -> str:
    return value.strip() if MEMBER_ID.fullmatch(value.strip()) else ""


def _affiliate(value: str) -> str:
    return value.strip().upper() if AFFILIATE_ID.fullmatch(value.strip().upper()) else ""


def _other_tds(ids: Sequence[str]) -> str:
    """The well-formed IDs, comma-separated; 28 of them (9 characters each with the comma)
    fill H_OTHER_TD, further ones are left out whole."""
    valid = [_member_id(i) for i in ids if _member_id(i)]
    return ",".join(valid[: (WIDTH["H_OTHER_TD"] + 1) // 9])


def _date(day: date | None) -> str:
    return "" if day is None else day.strftime("%Y%m%d")


def _header_record(info: UscfEventInfo, sections: int) -> Sequence[str]:
    return (
        FORMAT, PROGRAM, "", _text(info.event_name, "H_NAME"), str(sections),
        _date(info.begin_date), _date(info.end_date), _affiliate(info.affiliate_id),
        _text(info.city, "H_CITY"), _text(info.state.upper(), "H_STATE"),
        _text(info.zipcode, "H_ZIPCODE"), _text(info.country, "H_COUNTRY"), "N",
        _member_id(info.chief_td_id), _member_id(info.assistant_td_id),
        _other_tds(info.other_td_ids),
    )


def _section_record(section: UscfSection, number: str, info: UscfEventInfo) -> Sequence[str]:
    rounds = section.round_count()
    played = sorted(d for r, d in section.game_dates.items() if 1 <= r <= rounds)
    return (
        "", number, _text(section.name, "S_SEC_NAME"),
        info.time_control.uscf_category() or "", _text(info.time_control.uscf(), "S_TIMECTL"),
        _member_id(info.chief_td_id), _member_id(info.assistant_td_id),
        section.kind, str(rounds),
        str(max((p.start_no for p in section.tournament.players), default=0)),
        _date(played[0] if played else None), _date(played[-1] if played else None),
        "", "N", "", "Y" if info.fide_rated else "N",
    )


def _player_records(section: UscfSection, number: str, widest: int
                    ) -> Iterator[Sequence[str]]:
    """The section's players in pairing order, cells past its own rounds ``U0``."""
    t = section.tournament
    cells = round_cells(t, section.round_count(), section.forfeits)
    for player in sorted(t.players, key=lambda p: p.start_no):
        own = cells[player.start_no]
        yield (
            "", number, str(player.start_no), _member_id(player.uscf_id),
            uscf_name(player.name)[: WIDTH["D_NAME"]].rstrip(), "",
            str(player.uscf_rating or 0), *own, *([UNPLAYED] * (widest - len(own))),
        )
