"""Does every view, printout and export of an event tell core's story about each game?

Core derives one status per board (core/boards.py). Each reader below turns one output back
into the same shape — per (round, start number): the points that count and whether they
came over the board or by forfeit — so one comparison covers them all. The rating reports
(TRF, US Chess) send an annulled player's games as entered; every other output shows them
counting for nobody.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

import dbfread
from openpyxl import load_workbook

from chessarbiter.core.boards import BoardStatus, EventBoards
from chessarbiter.core.results import Result
from tests.reports.pdftext import fragments

Side = tuple[float | None, str]  # points counted, "played" | "forfeit" ("" counts nothing)
Sides = dict[tuple[int, int], Side]  # (round, start number) → side
NOTHING: Side = (None, "")
_RESULTS = {"1-0": (1.0, 0.0, "played"), "0-1": (0.0, 1.0, "played"),
            "½-½": (0.5, 0.5, "played"), "1/2-1/2": (0.5, 0.5, "played"),
            "+-": (1.0, 0.0, "forfeit"), "-+": (0.0, 1.0, "forfeit"),
            "--": (0.0, 0.0, "forfeit")}
_CELLS = {"1": (1.0, "played"), "½": (0.5, "played"), "0": (0.0, "played"),
          "+": (1.0, "forfeit"), "-": (0.0, "forfeit")}


def core_sides(boards: EventBoards, *, rated: bool = False) -> Sides:
    """What core says each player's game of each round counts; ``rated``: as the rating
    reports send it."""
    sides: Sides = {}
    for board in boards.games():
        result = board.result
        if board.status is BoardStatus.ANNULLED:
            result = board.entered if rated else None
        for player in (board.white, board.black):
            sides[board.round, player] = _side(result, player == board.white)
    return sides


def _side(result: Result | None, white: bool) -> Side:
    if result is None:
        return NOTHING
    return result.points(white), "played" if result.played else "forfeit"


def result_sides(text: str) -> tuple[Side, Side]:
    """White's and Black's side from a result as any output writes it: "1 – 0", "½-½",
    "+ : − wd", "-+ (forfeit, incident 1)", "1-0 annulled", "" (open)."""
    plain = re.sub(r"\(.*\)|wd", "", text).replace("−", "-").replace("–", "-")
    plain = plain.replace(":", "").replace(" ", "")
    if "annulled" in text or not plain:
        return NOTHING, NOTHING
    white, black, how = _RESULTS[plain]
    return (white, how), (black, how)


def cell_side(text: str) -> Side:
    """A crosstable cell: "1w", "½b", "0w", "+", "−"; empty or "×" counts nothing."""
    plain = text.strip().replace("−", "-").rstrip("wb")
    return NOTHING if plain in ("", "×") else _CELLS[plain]


def by_board(boards: EventBoards, results: Mapping[tuple[int, int], str]) -> Sides:
    """Sides from result texts keyed (round, board)."""
    sides: Sides = {}
    for board in boards.games():
        assert board.black is not None
        white, black = result_sides(results.get((board.round, board.board), ""))
        sides[board.round, board.white], sides[board.round, board.black] = white, black
    return sides


def by_opponent(boards: EventBoards, cells: Mapping[tuple[int, int], str]) -> Sides:
    """Sides from crosstable cells keyed (player, opponent): a round robin meets once."""
    sides: Sides = {}
    for board in boards.games():
        assert board.black is not None
        for me, them in ((board.white, board.black), (board.black, board.white)):
            sides[board.round, me] = cell_side(cells.get((me, them), ""))
    return sides


# --- readers: one per output --------------------------------------------------------------
def pdf_table(pdf: bytes, first: str) -> list[list[str]]:
    """The table rows under the header line that starts with ``first``, each fragment put in
    the column whose heading starts nearest to it (an empty cell stays "")."""
    table: list[list[str]] = []
    for page in fragments(pdf):
        lines: dict[int, list[tuple[float, str]]] = {}
        for x, y, text, _ in page:
            lines.setdefault(round(y), []).append((x, text))
        ordered = [sorted(lines[y]) for y in sorted(lines, reverse=True)]
        head = next(i for i, line in enumerate(ordered) if line[0][1] == first)
        anchors = [x for x, _ in ordered[head]]
        for line in ordered[head + 1:]:
            row = [""] * len(anchors)
            for x, text in line:
                column = min(range(len(anchors)), key=lambda c: abs(anchors[c] - x))
                row[column] = f"{row[column]} {text}".strip()
            if row[0].isdigit():
                table.append(row)
    return table


def pairing_sheet(pdf: bytes, rnd: int) -> dict[tuple[int, int], str]:
    """Board → result of a printed round (columns Bd No. White rating Pts Result …)."""
    return {(rnd, int(row[0])): row[5] for row in pdf_table(pdf, "Bd")}


def crosstable_pdf(pdf: bytes, players: int) -> dict[tuple[int, int], str]:
    """(player, opponent) → cell of the printed crosstable (columns No. Name rating 1 … n)."""
    return {(int(row[0]), them): row[2 + them] for row in pdf_table(pdf, "No.")
            for them in range(1, players + 1)}


def standings_pdf(pdf: bytes) -> dict[int, str]:
    """Start number → points of the printed standings (Rank No. Name rating Pts …)."""
    return {int(row[1]): row[4] for row in pdf_table(pdf, "Rank") if row[1].isdigit()}


def cli_pairings(text: str) -> dict[tuple[int, int], str]:
    """``pairings --all`` as printed: "Round 3 (…)" then "  2.   3 - 1    ½-½"."""
    results: dict[tuple[int, int], str] = {}
    rnd = 0
    for line in text.splitlines():
        if found := re.match(r"Round (\d+)", line):
            rnd = int(found[1])
        elif found := re.match(r"\s*(\d+)\.\s+\d+ - \d+\s*(.*)$", line):
            results[rnd, int(found[1])] = found[2]
    return results


def html_rounds(site: Path, rounds: int) -> dict[tuple[int, int], str]:
    """Board → result of each round page of the web site (the cell marked "strong")."""
    results: dict[tuple[int, int], str] = {}
    for rnd in range(1, rounds + 1):
        page = (site / f"round-{rnd}.html").read_text(encoding="utf-8")
        for board, result in re.findall(r'<tr><td>(\d+)</td>.*?<td class="strong">([^<]*)</td>',
                                        page):
            results[rnd, int(board)] = result
    return results


def html_crosstable(site: Path) -> dict[tuple[int, int], str]:
    """(player, opponent) → cell of the web site's crosstable, columns found by heading."""
    page = (site / "crosstable.html").read_text(encoding="utf-8")
    rows = [[re.sub(r"<[^>]+>", "", c) for c in re.findall(r"<t[hd][^>]*>.*?</t[hd]>", row)]
            for row in re.findall(r"<tr>(.*?)</tr>", page, re.S)]
    columns = {int(t): k for k, t in enumerate(rows[0]) if t.isdigit()}
    return {(int(row[0]), them): row[k] for row in rows[1:] for them, k in columns.items()}


def xlsx_crosstable(path: Path) -> dict[tuple[int, int], str]:
    sheet = load_workbook(path)["Crosstable"]
    rows = list(sheet.iter_rows(values_only=True))
    head = next(i for i, row in enumerate(rows) if row[0] == "No.")
    columns = {int(str(t)): k for k, t in enumerate(rows[head]) if str(t).isdigit()}
    return {(int(row[0]), them): str(row[k] or "") for row in rows[head + 1:]
            if isinstance(row[0], int) for them, k in columns.items()}


def trf_sides(text: str) -> Sides:
    """The player records (001) of a FIDE TRF file: from column 92, ten characters a round
    (opponent, colour, result code)."""
    codes = {"1": (1.0, "played"), "=": (0.5, "played"), "0": (0.0, "played"),
             "+": (1.0, "forfeit"), "-": (0.0, "forfeit")}
    sides: Sides = {}
    for line in text.splitlines():
        if line.startswith("001"):
            start_no = int(line[4:8])
            for rnd, k in enumerate(range(91, len(line), 10), start=1):
                code = line[k:k + 10].rstrip()[-1:]
                sides[rnd, start_no] = codes.get(code, NOTHING)
    return sides


def dbf_sides(folder: Path) -> Sides:
    """The US Chess detail file: W14B / L8W / D7W over the board, X0 / F0 forfeits, U0 none."""
    outcome = {"W": 1.0, "D": 0.5, "L": 0.0, "X": 1.0, "F": 0.0}
    sides: Sides = {}
    for record in dbfread.DBF(folder / "TDEXPORT.DBF"):
        for field, cell in record.items():
            if field.startswith("D_RND") and cell != "U0":
                how = "forfeit" if cell in ("X0", "F0") else "played"
                sides[int(field[5:]), int(record["D_PAIR_NUM"])] = (outcome[cell[0]], how)
    return sides


def dropping_nothing(sides: Sides) -> Sides:
    """The sides that count something (the DBF writes no cell for a game without result)."""
    return {key: side for key, side in sides.items() if side != NOTHING}


def differences(expected: Sides, shown: Sides, keys: Iterable[tuple[int, int]]) -> list[str]:
    """Readable lines for each (round, player) where an output disagrees with core."""
    return [f"round {rnd}, no. {player}: core {expected.get((rnd, player))}, shown "
            f"{shown.get((rnd, player))}" for rnd, player in sorted(keys)
            if expected.get((rnd, player), NOTHING) != shown.get((rnd, player), NOTHING)]


def points(text: str) -> float:
    """"7½" → 7.5, "½" → 0.5, "3" → 3.0."""
    return float(text.replace("½", "").strip() or 0) + (0.5 if "½" in text else 0.0)


def assert_outputs_agree(cli: Callable[..., str], folder: Path, boards: EventBoards,
                         standing: Mapping[int, float], lines: Iterable[str] = ()) -> None:
    """Print and export the event through the command line into ``folder`` and compare each
    output with core: every game's side, every player's points, and ``lines`` (the play-off's
    line, the out-of-date notice) on the printed standings and crosstable and in the
    ``standings`` command's answer."""
    rounds = max(b.round for b in boards.games())
    players = len(boards.source.players)
    expected, rated = core_sides(boards), core_sides(boards, rated=True)
    keys = set(expected)
    shown: dict[str, Sides] = {}
    for rnd in range(1, rounds + 1):
        cli("print", "pairings", "--round", str(rnd), "-o", str(folder / f"r{rnd}.pdf"))
    sheets = {k: v for rnd in range(1, rounds + 1)
              for k, v in pairing_sheet((folder / f"r{rnd}.pdf").read_bytes(), rnd).items()}
    shown["pairing sheets"] = by_board(boards, sheets)
    shown["pairings command"] = by_board(boards, cli_pairings(cli("pairings", "--all")))
    cli("print", "crosstable", "-o", str(folder / "crosstable.pdf"))
    crosstable = (folder / "crosstable.pdf").read_bytes()
    shown["crosstable PDF"] = by_opponent(boards, crosstable_pdf(crosstable, players))
    cli("export", "html", "-o", str(folder / "site"))
    shown["web pages"] = by_board(boards, html_rounds(folder / "site", rounds))
    shown["web crosstable"] = by_opponent(boards, html_crosstable(folder / "site"))
    cli("export", "xlsx", "-o", str(folder / "event.xlsx"))
    shown["workbook"] = by_opponent(boards, xlsx_crosstable(folder / "event.xlsx"))
    problems = [f"{name}: {line}" for name, sides in shown.items()
                for line in differences(expected, sides, keys)]
    cli("export", "trf", "-o", str(folder / "event.trf"))
    trf = trf_sides((folder / "event.trf").read_text(encoding="utf-8"))
    problems += [f"TRF: {line}" for line in differences(rated, trf, keys)]
    cli("export", "uscf", "-o", str(folder / "uscf"), "--override")
    dbf = dbf_sides(folder / "uscf")
    problems += [f"US Chess DBF: {line}" for line in differences(rated, dbf, keys)]
    cli("print", "standings", "-o", str(folder / "standings.pdf"))
    sheet = (folder / "standings.pdf").read_bytes()
    printed = {no: points(p) for no, p in standings_pdf(sheet).items() if p}
    problems += [f"standings PDF: no. {no} {printed.get(no)} points, core {p}"
                 for no, p in standing.items() if printed.get(no) != p]
    answer = cli("standings")
    for line in lines:
        for name, text in (("standings PDF", pdf_text(sheet)),
                           ("crosstable PDF", pdf_text(crosstable)), ("standings", answer)):
            if line not in text:
                problems.append(f"{name} lacks {line!r}")
    assert not problems, "\n".join(problems)


def pdf_text(pdf: bytes) -> str:
    """The printed words with line breaks and runs of spaces made single spaces."""
    return " ".join(text for page in fragments(pdf) for *_, text, _ in page)
