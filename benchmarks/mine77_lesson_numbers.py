"""Every number the public-goods lesson (notebooks/lesson_public_goods.ipynb) shows on its reveals, printed
without a browser: the notebook's own code cells are run (their widgets are built, not shown), then each
reveal's evidence function is called and its answer, sentence and numbers are printed. The lesson plays the
same seeds every time (its ``SEEDS``), so these are the numbers a class sees.

Run: .venv/bin/python benchmarks/mine77_lesson_numbers.py
"""

import json
import pathlib
import sys
import time

NOTEBOOK = pathlib.Path(__file__).resolve().parent.parent / "notebooks" / "lesson_public_goods.ipynb"
# the reveals whose evidence comes from many games, in the order of the page (the class's own game, section 7,
# and the what-if, section 6, depend on what the class does)
REVEALS = (("3. How low does the Steam go at a table of free riders?", "steam_low"),
           ("4. One free rider among two foremen: who scores more?", "lone_rider"),
           ("5. At which table does each player lose the most VP to the collective penalties?", "three_tables"),
           ("8. Would seat 1 gain by breaking the agreement?", "deal"),
           ("8b. What does breaking a promise cost Ana when deals are binding?", "promise"))


def lesson_namespace(path=NOTEBOOK):
    """The lesson's code cells run in one namespace, as the notebook's kernel would run them."""
    cells = json.loads(path.read_text())["cells"]
    space = {"__name__": "lesson"}
    for cell in cells:
        if cell["cell_type"] == "code":
            exec(compile("".join(cell["source"]), f"{path.name} cell", "exec"), space)
    return space


def rounded(value):
    return round(value, 2) if isinstance(value, float) else value


def main():
    space = lesson_namespace()
    print(f"{NOTEBOOK.name}: seeds {space['SEEDS'].start}-{space['SEEDS'].stop - 1}, three players a table")
    for title, name in REVEALS:
        start = time.process_time()
        evidence = space[name]()
        print(f"\n{title}\n  answer: {evidence.answer}")
        print("  " + evidence.note.format(**evidence.numbers))
        print("  numbers: " + ", ".join(f"{k}={rounded(v)}" for k, v in evidence.numbers.items()))
        print(f"  ({time.process_time() - start:.1f} s CPU)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
