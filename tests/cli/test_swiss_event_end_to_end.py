"""A 9-round Swiss of 60 players run end to end through the command line (the issue's
done-when): every round as bbpPairings v6.0.0 paired it, the standings as FIDE TEC's
TieBreakServer computes them, and the exports read back by other programs' readers.

``open_60x9.trf`` and ``tbs_60x9.json`` are data made by those programs (see
tests/fixtures/swiss_cli/README.md); nothing in them was computed by chessarbiter.
"""

import json
from pathlib import Path

from dbfread import DBF
from openpyxl import load_workbook

from tests.cli.conftest import Cli
from tests.cli.swiss_replay import numbers, ok, replay
from tests.core.swiss.golden import read_golden

HERE = Path(__file__).parents[1] / "fixtures" / "swiss_cli"
GOLDEN = read_golden(HERE / "open_60x9.trf")
TBS = json.loads((HERE / "tbs_60x9.json").read_text())
CODES = {"PTS": None, "BH/C1/V": "BH-C1", "BH/V": "BH", "SB/V": "SB", "BH/M1/V": "BH-M1",
         "ARO": "ARO", "WIN": "WIN", "BPG": "BPG"}


def test_a_60_player_swiss_from_first_pairing_to_exports(cli: Cli, tmp_path: Path) -> None:
    replay(cli, GOLDEN, seed=60)  # compares each round with bbpPairings' as it goes
    mine = {v: k for k, v in numbers(cli, GOLDEN).items()}
    assert all(k == v for k, v in mine.items())  # late entries took the file's numbers
    _standings_equal_tiebreakserver(cli, mine)
    _uscf_report_reads_back(cli, tmp_path)
    _workbook_and_site_show_the_wall_chart(cli, tmp_path)


# formats.md §1.6: the file's cell → the US Chess cell (outcome, opponent, own colour)
_USCF = {"1": "W", "=": "D", "0": "L"}
_USCF_UNPLAYED = {"+": "X0", "-": "F0", "H": "H0", "F": "B0", "U": "B0", "Z": "U0"}
_CHART = {"1": "+", "=": "=", "0": "\u2212", "+": "+", "-": "\u2212"}
_CHART_BYE = {"H": "bye \u00bd", "F": "bye 1", "U": "PAB 1", "Z": "bye 0"}


def _uscf_cell(s: int, rnd: int) -> str:
    opp, colour, res = GOLDEN.cells[s].get(rnd, (0, "-", "Z"))
    if opp and res in _USCF:
        return f"{_USCF[res]}{opp}{colour.upper()}"
    return _USCF_UNPLAYED[res]


def _chart_cell(s: int, rnd: int) -> str:
    opp, colour, res = GOLDEN.cells[s].get(rnd, (0, "-", "Z"))
    if opp:
        return f"{colour.upper()}{opp} {_CHART[res]}" + ("F" if res in "+-" else "")
    withdrawn = GOLDEN._withdrawn(s, rnd)
    return "" if withdrawn is not None and withdrawn < rnd else _CHART_BYE[res]


def _uscf_report_reads_back(cli: Cli, tmp_path: Path) -> None:
    ok(cli, "settings", "--set", "uscf_affiliate_id=A7911852", "--set",
       "uscf_chief_td_id=12345678", "--set", "round_dates=" + ",".join(
           f"2026-03-{d:02d}" for d in range(1, 10)))
    ok(cli, "export", "uscf", "-o", str(tmp_path / "uscf"), "--override")
    (section,) = DBF(tmp_path / "uscf" / "TSEXPORT.DBF")
    assert (section["S_TRN_TYPE"], section["S_TOT_RNDS"], section["S_LST_PAIR"]) == (
        "S", "9", "60")
    details = {int(d["D_PAIR_NUM"]): d for d in DBF(tmp_path / "uscf" / "TDEXPORT.DBF")}
    assert sorted(details) == list(range(1, 61))
    for s, d in details.items():
        assert [d[f"D_RND{r:02d}"] for r in range(1, 10)] == [
            _uscf_cell(s, r) for r in range(1, 10)], s


def _workbook_and_site_show_the_wall_chart(cli: Cli, tmp_path: Path) -> None:
    ok(cli, "export", "xlsx", "-o", str(tmp_path / "open.xlsx"))
    sheet = load_workbook(tmp_path / "open.xlsx")["Wall chart"]
    rows = [[c.value for c in row] for row in sheet.iter_rows()]
    head = next(i for i, row in enumerate(rows) if row[0] == "No.")
    first = rows[head].index("R1")
    for row in rows[head + 1:head + 61]:
        s = row[0]
        assert [v or "" for v in row[first:first + 9]] == [
            _chart_cell(s, r) for r in range(1, 10)], s
    ok(cli, "export", "html", "-o", str(tmp_path / "site"))
    chart = (tmp_path / "site" / "crosstable.html").read_text(encoding="utf-8")
    assert "Wall chart" in chart
    assert all(f"<td>{_chart_cell(1, r)}</td>" in chart for r in range(1, 10))


def _standings_equal_tiebreakserver(cli: Cli, mine: dict[int, int]) -> None:
    chain = ",".join(c for c in CODES.values() if c)
    rows = {mine[s["start_no"]]: s for s in ok(cli, "standings", "--tiebreaks", chain)[
        "standings"]}
    for theirs, code in CODES.items():
        expected = dict(zip(TBS["start_numbers"], TBS["values"][theirs], strict=True))
        got = {s: (row["points"] if code is None else row["tiebreaks"][code])
               for s, row in rows.items()}
        if code == "ARO":  # TieBreakServer prints ARO rounded to a whole number
            got = {s: float(round(v)) for s, v in got.items()}
        assert got == expected, theirs
    ranks = dict(zip(TBS["start_numbers"], TBS["rank"], strict=True))
    assert {s: row["rank"] for s, row in rows.items()} == ranks
