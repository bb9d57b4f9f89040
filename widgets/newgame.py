"""The New game form: seed, players, who plays each seat, and the game's options as controls.

Controls are generated from the ``Options`` dataclass metadata (``Options.describe()``): whole
numbers become sliders, true/false a checkbox, choices a dropdown; the help text is shown beside.
"""

from html import escape

import ipywidgets as W

from mining_games.bots import bot_names, bot_words, search_names

HUMAN = "human"


def option_control(info):
    """One control for one option field (an entry of ``Options.describe()``), described by the option's
    label in words and, for a choice, each value's words ("Fair Play", not "fair_play")."""
    common = dict(description=info.get("label") or info["name"].replace("_", " "),
                  style={"description_width": "230px"}, layout=W.Layout(width="440px", flex="0 0 auto"))
    value = info["default"]
    if info.get("choices"):
        words = info.get("value_words") or {}
        options = [(words.get(c, str(c).replace("_", " ")), c) for c in info["choices"]]
        w = W.Dropdown(options=options, value=value, **common)
    elif isinstance(value, bool):
        w = W.Checkbox(value=value, indent=False, description=common["description"], layout=common["layout"])
    elif isinstance(value, int):
        lo = info["min"] if info["min"] is not None else min(0, value)
        hi = info["max"] if info["max"] is not None else max(10, value * 3)
        w = W.IntSlider(value=value, min=lo, max=hi, **common)
    elif isinstance(value, float):
        lo = info["min"] if info["min"] is not None else 0.0
        hi = info["max"] if info["max"] is not None else max(1.0, value * 3)
        w = W.FloatSlider(value=value, min=lo, max=hi, step=(hi - lo) / 100, **common)
    else:
        w = W.Text(value=str(value), **common)
    w.tooltip = info["help"]
    return w


class NewGameForm(W.VBox):
    """Everything needed to start another game of the same kind."""

    def __init__(self, game_cls, on_start, players=3, seed=1, seats=None):
        self.game_cls = game_cls
        self.on_start = on_start
        self.seed = W.IntText(value=seed, description="seed", style={"description_width": "230px"},
                              layout=W.Layout(width="340px"))
        self.players = W.IntSlider(value=players, min=game_cls.min_players, max=game_cls.max_players,
                                   description="players", style={"description_width": "230px"},
                                   layout=W.Layout(width="440px"))
        self.seat_box = W.VBox()
        names = [HUMAN, *bot_names(game_cls), *(n for n in search_names() if n != "search:medium")]
        choices = [(bot_words(n), n) for n in names]        # "free rider", "search (hard)" on the menu
        self.seats = [W.Dropdown(options=choices, description=f"seat {i + 1}",
                                 style={"description_width": "230px"}, layout=W.Layout(width="380px"))
                      for i in range(game_cls.max_players)]
        for i, spec in (seats or {}).items():
            if isinstance(spec, str) and spec in names:
                self.seats[i].value = spec
        self.players.observe(lambda _: self._show_seats(), "value")
        self._show_seats()
        self.controls = {}
        rows = []
        for info in game_cls.Options.describe():
            w = option_control(info)
            self.controls[info["name"]] = w
            note = escape(info["help"]) + ("" if info["source"] == "rulebook" else f" <i>({info['source']})</i>")
            rows.append(W.HBox([w, W.HTML(f"<span style='font-size:11px;color:#555'>{note}</span>")]))
        self.start = W.Button(description="Start new game", button_style="success", layout=W.Layout(width="auto"))
        self.start.add_class("mg-start")
        self.start.on_click(lambda _: self.on_start(*self.read()))
        self.reset = W.Button(description="Rulebook defaults", layout=W.Layout(width="auto"))
        self.reset.on_click(lambda _: self.defaults())
        super().__init__([self.seed, self.players, self.seat_box,
                          W.HTML("<b>Options</b> (rulebook numbers unless marked)"), *rows,
                          W.HBox([self.start, self.reset])])

    def _show_seats(self):
        self.seat_box.children = self.seats[: self.players.value]

    def defaults(self):
        for info in self.game_cls.Options.describe():
            self.controls[info["name"]].value = info["default"]

    def read(self):
        """(players, seed, options, bots) as chosen in the form."""
        n = self.players.value
        bots = {i: self.seats[i].value for i in range(n) if self.seats[i].value != HUMAN}
        options = {name: w.value for name, w in self.controls.items()}
        return n, self.seed.value, options, bots
