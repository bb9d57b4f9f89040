"""The two pages the classroom serves: a student's seat and the teacher's dashboard.

Plain HTML, CSS and JavaScript, served by the classroom server itself (no CDN, no build step), for
any phone or laptop browser. Everything a person typed (names) is put on the page with
``textContent``, never as HTML; the only HTML inserted is the game's own ``board_html(seat)``,
which the kernel escapes, and the pages' Content-Security-Policy forbids inline scripts anyway.
"""

CSS = """
* { box-sizing: border-box; }
body { font-family: system-ui, sans-serif; margin: 0; padding: 0.6rem; background: #f6f6f2; color: #222; }
h1 { font-size: 1.3rem; margin: 0.2rem 0 0.5rem; }
h2 { font-size: 1.1rem; margin: 0.8rem 0 0.3rem; }
.card { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 0.7rem; margin-bottom: 0.7rem; }
label { display: block; margin: 0.5rem 0 0.2rem; font-weight: 600; }
input, select { font-size: 1.2rem; padding: 0.45rem; width: 100%; max-width: 24rem; }
button { font-size: 1.1rem; padding: 0.8rem 1rem; border-radius: 8px; border: 1px solid #0072B2; background: #0072B2;
         color: #fff; cursor: pointer; }
button:disabled { opacity: 0.5; cursor: default; }
.menu button { display: block; width: 100%; margin: 0.4rem 0; text-align: left; min-height: 3rem; }
.status { font-size: 1.05rem; }
.error { color: #a00; font-weight: 600; }
.notice { color: #555; }
.prompt { font-size: 1.15rem; font-weight: 600; }
.log { max-height: 22rem; overflow: auto; font-size: 0.9rem; padding-left: 1.2rem; }
.board { overflow-x: auto; }
.board.zoomed { overflow: auto; max-height: 80vh; -webkit-overflow-scrolling: touch; }
.board.zoomed * { font-size: max(16px, 1em); }
.board.zoomed svg { flex: none !important; }
.code { font-size: 2.6rem; letter-spacing: 0.3rem; font-weight: 700; font-family: monospace; }
.join { align-items: center; justify-content: space-between; }
.qr { width: 200px; height: 200px; background: #fff; }
.tables { display: flex; flex-wrap: wrap; gap: 0.7rem; }
.tables .card { width: 19rem; }
table.results { border-collapse: collapse; }
table.results td, table.results th { border: 1px solid #ccc; padding: 0.2rem 0.5rem; text-align: left; }
.bot { color: #666; font-style: italic; }
.over { color: #00694d; font-weight: 700; }   /* green with a 4.5:1 contrast on white (WCAG AA) */
ul.seats { list-style: none; padding-left: 0; }
.row { display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: center; }
.row select, .row input { width: auto; }
"""

STUDENT_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mining games: your seat</title><link rel="stylesheet" href="/static/style.css"></head>
<body>
<main>
<div id="join" class="card" hidden>
  <h1>Join your class</h1>
  <form id="join-form">
    <label for="code">Class code</label><input id="code" autocomplete="off" autocapitalize="characters" maxlength="20">
    <label for="name">Your name</label><input id="name" autocomplete="off" maxlength="60">
    <p><button id="join-button" type="submit">Join</button></p>
  </form>
  <p id="join-error" class="error"></p>
</div>
<div id="seat" hidden>
  <div class="card"><h1 id="title"></h1><div id="status" class="status"></div></div>
  <div id="decision" class="card"><div id="prompt" class="prompt"></div><div id="menu" class="menu"></div>
    <p id="message" class="error"></p></div>
  <div id="standings" class="card" hidden><h2>Final scores</h2><ol id="standings-list"></ol></div>
  <div class="card"><h2>Board</h2>
    <button id="zoom" type="button" aria-pressed="false">Larger board (scroll it with a finger)</button>
    <div id="board" class="board" tabindex="0" aria-label="The board"></div></div>
  <div class="card"><h2>What happened (newest first)</h2>
    <ul id="log" class="log" tabindex="0" aria-label="What happened, newest first"></ul></div>
</div>
</main>
<script src="/static/student.js"></script>
</body></html>
"""

STUDENT_JS = r"""
"use strict";
const KEY = "mining-games-seat-token";
let token = localStorage.getItem(KEY);
let state = null, source = null, busy = false;
const $ = (id) => document.getElementById(id);

function show(id) { $("join").hidden = id !== "join"; $("seat").hidden = id !== "seat"; }

function joinPage(message) {
  if (source) { source.close(); source = null; }
  show("join");
  $("join-error").textContent = message || "";
}

$("join-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  $("join-button").disabled = true;
  try {
    const r = await fetch("/api/join", {method: "POST", headers: {"Content-Type": "application/json"},
      body: JSON.stringify({code: $("code").value, name: $("name").value})});
    const data = await r.json();
    if (!r.ok) { $("join-error").textContent = data.error; return; }
    token = data.token; localStorage.setItem(KEY, token);
    listen();
  } catch (err) { $("join-error").textContent = "Cannot reach the classroom server: " + err; }
  finally { $("join-button").disabled = false; }
});

function listen() {
  show("seat");
  if (source) source.close();
  source = new EventSource("/api/stream?token=" + encodeURIComponent(token));
  source.onmessage = (e) => render(JSON.parse(e.data));
  source.addEventListener("refused", (e) => {
    localStorage.removeItem(KEY); token = null; joinPage(JSON.parse(e.data).error);
  });
  source.onerror = () => {
    $("status").textContent = "Reconnecting to the classroom...";
    fetch("/api/state?token=" + encodeURIComponent(token)).then(async (r) => {
      if (r.status === 403) { const d = await r.json(); localStorage.removeItem(KEY); token = null; joinPage(d.error); }
    }).catch(() => {});
  };
}

// On a phone a whole board is drawn a few pixels high: "Larger board" draws it wide enough that its
// smallest label is 16 px on the screen (at most 4 times), in a box the student scrolls.
let zoomed = localStorage.getItem("mining-games-zoom") === "1";
function zoomBoard() {
  const board = $("board"), svgs = [...board.querySelectorAll("svg")];
  $("zoom").setAttribute("aria-pressed", String(zoomed));
  $("zoom").textContent = zoomed ? "Whole board on the screen" : "Larger board (scroll it with a finger)";
  board.classList.toggle("zoomed", zoomed);
  svgs.forEach((svg) => { svg.style.width = ""; svg.style.maxWidth = ""; svg.style.height = ""; });
  if (!zoomed) return;
  svgs.forEach((svg) => {
    let smallest = Infinity;
    svg.querySelectorAll("text").forEach((t) => {
      const m = t.getScreenCTM();
      const size = m ? parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b) : 0;
      if (size > 0) smallest = Math.min(smallest, size);
    });
    if (!isFinite(smallest) || smallest >= 16) return;
    const factor = Math.min(4, 16 / smallest);
    svg.style.width = (svg.getBoundingClientRect().width * factor) + "px";
    svg.style.maxWidth = "none"; svg.style.height = "auto";
  });
}
$("zoom").addEventListener("click", () => {
  zoomed = !zoomed; localStorage.setItem("mining-games-zoom", zoomed ? "1" : "0"); zoomBoard();
});

function render(s) {
  state = s; busy = false;
  document.body.dataset.version = s.version;
  $("title").textContent = (s.game || "") + (s.table ? " - table " + s.table : "") + (s.you ? " - " + s.you : "");
  let status;
  if (s.seat === null) status = s.message;
  else if (!s.started) status = s.message;
  else if (s.over) status = "The game is over.";
  else if (s.paused) status = "Your teacher has paused the game.";
  else status = "Round " + s.round + ", " + s.phase + ". " + (s.menu.length ? "Your decision." :
    "Waiting for " + (s.waiting.join(", ") || "the table") + ".");
  if (s.started && s.name && s.name !== s.you) status += " (In the game you play as " + s.name + ".)";
  if (s.stood_in && s.stood_in.length) status += " While you were away, your seat's bot chose: " +
    s.stood_in.join("; ") + ".";
  $("status").textContent = status;
  $("prompt").textContent = s.menu && s.menu.length ? s.prompt : "";
  $("decision").hidden = !(s.menu && s.menu.length) && !$("message").textContent;
  // the choices: rebuilt only when they change, and the one a keyboard user had focused keeps the focus
  // (another player's move updates the page; it must not throw the student's focus away)
  const menu = $("menu"), labels = JSON.stringify(s.menu || []);
  const focused = menu.contains(document.activeElement) ? document.activeElement.textContent : null;
  if (menu.dataset.labels !== labels) {
    menu.replaceChildren(); menu.dataset.labels = labels;
    (s.menu || []).forEach((label, i) => {
      const b = document.createElement("button");
      b.textContent = label; b.className = "choice";
      b.addEventListener("click", () => decide(i, label));
      menu.appendChild(b);
    });
  }
  menu.querySelectorAll("button").forEach((b) => {
    b.disabled = !!s.paused;
    if (focused !== null && b.textContent === focused && document.activeElement !== b) b.focus();
  });
  if ("board" in s) { $("board").innerHTML = s.board; zoomBoard(); }     // left out when it has not changed
  const log = $("log"); log.replaceChildren();
  (s.log || []).forEach((t) => { const li = document.createElement("li"); li.textContent = t; log.appendChild(li); });
  const st = $("standings"); st.hidden = !s.standings;
  if (s.standings) {
    const list = $("standings-list"); list.replaceChildren();
    s.standings.forEach((r) => { const li = document.createElement("li");
      li.textContent = r.name + ": " + r.score + " (rank " + r.rank + ")"; list.appendChild(li); });
  }
}

async function decide(choice, label) {
  if (busy || !state) return;
  busy = true; $("message").textContent = "";
  document.querySelectorAll("#menu button").forEach((b) => { b.disabled = true; });
  try {
    const r = await fetch("/api/decide", {method: "POST", headers: {"Content-Type": "application/json"},
      body: JSON.stringify({token: token, version: state.version, choice: choice, label: label})});
    if (!r.ok) {
      const d = await r.json();
      if (r.status === 403) { localStorage.removeItem(KEY); token = null; joinPage(d.error); return; }
      refused(d.error);
    }
  } catch (err) { refused("Cannot reach the classroom server (" + err + "): try again."); }
}

function refused(message) {
  const again = Object.assign({}, state); delete again.board;   // the buttons back; the board stays
  $("message").textContent = message; render(again);
}

const params = new URLSearchParams(location.search);     // the dashboard's QR code opens ?code=...
if (params.get("code")) $("code").value = params.get("code");
if (token) listen(); else joinPage();
"""

TEACHER_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mining games: the class</title><link rel="stylesheet" href="/static/style.css"></head>
<body>
<main>
<div class="card">
  <h1 id="title">Classroom</h1>
  <div class="row join"><div><span>Join at <b id="address"></b> with the code</span>
    <span id="code" class="code"></span>
    <p class="status">or scan the code with a phone's camera: it opens the join page with the class code filled in.</p>
    </div><img id="qr" class="qr" width="200" height="200"
    alt="QR code: opens the join page with the class code filled in"></div>
  <p id="state" class="status"></p>
  <div class="row">
    <button id="start">Start the games</button><button id="pause">Pause</button><button id="resume">Resume</button>
    <a id="csv" href="#" download="class-results.csv">Download the results (CSV)</a>
  </div>
  <div class="row"><label for="stand-in">A student's turn waits</label>
    <input id="stand-in" type="number" min="0" max="3600" step="5" value="0">
    <span>seconds, then the seat's bot plays it (0: it waits for the student)</span>
    <button id="stand-in-set">Set the waiting time</button></div>
  <p id="error" class="error"></p>
</div>
<div id="gauges-card" class="card" hidden><h2>The tables side by side</h2>
  <table id="gauges" class="results"></table></div>
<div id="tables" class="tables"></div>
<div id="results-card" class="card" hidden><h2>Class results</h2>
  <p><a id="debrief" href="#" download>Save the debrief (a page to print, with the charts)</a></p>
  <h3 id="debrief-title">Each table's outcome against what its players chose</h3>
  <img id="debrief-chart" width="640" height="420" alt="">
  <div id="chart"></div>
  <table id="results" class="results"></table></div>
<div class="card"><h2>Students</h2><ul id="students"></ul>
  <div class="row"><label for="move-student">Move</label><select id="move-student"></select>
    <label for="move-table">to table</label><input id="move-table" type="number" min="1" value="1">
    <label for="move-seat">seat</label><input id="move-seat" type="number" min="1" value="1">
    <button id="move">Move</button><button id="remove">Take off their seat</button>
    <button id="rejoin">Give a rejoin code</button></div>
  <p id="rejoin-code" class="status"></p>
</div>
</main>
<script src="/static/teacher.js"></script>
</body></html>
"""

TEACHER_JS = r"""
"use strict";
const key = new URLSearchParams(location.search).get("key") || "";
const $ = (id) => document.getElementById(id);
const el = (tag, text, cls) => { const e = document.createElement(tag); if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls; return e; };
// "1 student", "3 students": a count agrees with its noun (the kernel's words.count, for the page)
const count = (n, word, plural) => n + " " + (n === 1 ? word : (plural || word + "s"));
$("address").textContent = location.origin + "/";
$("csv").href = "/results.csv?key=" + encodeURIComponent(key);
$("qr").src = "/api/teacher/qr.svg?key=" + encodeURIComponent(key);
$("debrief").href = "/debrief.html?key=" + encodeURIComponent(key);

async function command(what, extra) {
  $("error").textContent = "";
  const r = await fetch("/api/teacher/" + what, {method: "POST", headers: {"Content-Type": "application/json"},
    body: JSON.stringify(Object.assign({key: key}, extra || {}))});
  const answer = await r.json();
  if (!r.ok) $("error").textContent = answer.error;
  return r.ok ? answer : null;
}
$("start").onclick = () => command("start");
$("pause").onclick = () => command("pause");
$("resume").onclick = () => command("resume");
$("move").onclick = () => command("move", {student: +$("move-student").value, table: +$("move-table").value,
  seat: +$("move-seat").value});
$("remove").onclick = () => command("remove", {student: +$("move-student").value});
$("stand-in-set").onclick = () => command("stand_in", {seconds: Math.round(+$("stand-in").value)});
$("rejoin").onclick = async () => {
  const sel = $("move-student"), who = sel.options[sel.selectedIndex];
  const answer = await command("rejoin", {student: +sel.value});
  if (answer) $("rejoin-code").textContent = "Rejoin code for " + who.textContent + ": " + answer.code +
    " (they type it instead of the class code; it works once, for their own seat)";
};

function render(d) {
  document.body.dataset.state = d.state;
  document.body.dataset.finished = d.finished;
  $("title").textContent = d.game + ": the class";
  $("code").textContent = d.code;
  $("address").textContent = d.address || location.origin + "/";     // the students' address, not loopback
  const allOver = d.finished === d.tables.length;
  const words = {lobby: "Students are joining. Start the games when everybody has a seat.",
    running: allOver ? "Every game is over: the results are below." : "The games are running.",
    paused: "Paused: nobody can decide."};
  $("state").textContent = words[d.state] + " " + count(d.students.length, "student") + "; " + d.finished + " of " +
    count(d.tables.length, "table") + " finished.";
  if (document.activeElement !== $("stand-in")) $("stand-in").value = d.stand_in_after || 0;
  $("start").disabled = d.state !== "lobby"; $("pause").disabled = d.state !== "running" || allOver;
  $("resume").disabled = d.state !== "paused";
  const tables = $("tables"); tables.replaceChildren();
  d.tables.forEach((t) => {
    const c = el("div", undefined, "card table-card"); c.dataset.table = t.table;
    c.appendChild(el("h2", "Table " + t.table));
    if (t.started) {
      c.appendChild(el("div", t.over ? "Game over" : "Round " + t.round + ", " + t.phase, t.over ? "over" : ""));
      if (!t.over) c.appendChild(el("div", "Waiting for: " + t.waiting.join(", ")));
      if (t.stand_ins.length) c.appendChild(el("div", "Played by the seat's bot while away: " +
        t.stand_ins.map((x) => x.name + " (" + x.label + ")").slice(-3).join("; ")));
      Object.entries(t.gauges).forEach(([k, v]) => c.appendChild(el("div", k + ": " + v)));
    } else c.appendChild(el("div", "Not started"));
    const ul = el("ul", undefined, "seats");
    t.seats.forEach((s) => ul.appendChild(el("li", "Seat " + (s.seat + 1) + ": " + s.name, s.bot ? "bot" : "")));
    c.appendChild(ul); tables.appendChild(c);
  });
  const sel = $("move-student"), keep = sel.value; sel.replaceChildren();
  const ul = $("students"); ul.replaceChildren();
  d.students.forEach((s) => { ul.appendChild(el("li", s.name + " - " + s.seat));
    const o = el("option", s.name); o.value = s.id; sel.appendChild(o); });
  if (keep) sel.value = keep;
  const gauges = $("gauges"); gauges.replaceChildren();
  $("gauges-card").hidden = !d.gauges.rows.length || d.gauges.columns.length <= 2;
  const gh = el("tr"); d.gauges.columns.forEach((c) => gh.appendChild(el("th", c))); gauges.appendChild(gh);
  d.gauges.rows.forEach((r) => { const tr = el("tr"); r.forEach((v) => tr.appendChild(el("td", String(v))));
    gauges.appendChild(tr); });
  $("results-card").hidden = !d.results;
  if (d.results) {
    results(d.results, d.headers || {});
    const chart = $("debrief-chart"), src = "/api/teacher/debrief.svg?key=" + encodeURIComponent(key) + "&t=" +
      d.finished;
    if (chart.getAttribute("src") !== src) { chart.src = src; chart.alt = d.debrief_words; }
    $("debrief-title").textContent = d.debrief_words;
  }
}

function results(rows, headers) {
  const t = $("results"); t.replaceChildren();
  const cols = []; rows.forEach((r) => Object.keys(r).forEach((k) => { if (!cols.includes(k)) cols.push(k); }));
  const head = el("tr");
  cols.forEach((c) => head.appendChild(el("th", headers[c] || c.replaceAll("_", " ")))); t.appendChild(head);
  rows.forEach((r) => { const tr = el("tr");
    cols.forEach((c) => tr.appendChild(el("td", String(r[c] ?? "")))); t.appendChild(tr); });
  // the debrief chart: every seat's score, grouped by table (students in colour, bots in grey)
  const ns = "http://www.w3.org/2000/svg", bar = 18, gap = 10, h = 160;
  const max = Math.max(1, ...rows.map((r) => r.score));
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("width", rows.length * (bar + 2) + new Set(rows.map((r) => r.table)).size * gap + 20);
  svg.setAttribute("height", h + 40);
  let x = 10, last = null;
  rows.forEach((r) => {
    if (last !== null && r.table !== last) x += gap;
    const y = h - (h * r.score) / max, rect = document.createElementNS(ns, "rect");
    rect.setAttribute("x", x); rect.setAttribute("y", y + 10); rect.setAttribute("width", bar);
    rect.setAttribute("height", h - y); rect.setAttribute("fill", r.kind === "student" ? "#0072B2" : "#999");
    const title = document.createElementNS(ns, "title");
    title.textContent = "Table " + r.table + ", " + r.player + ": " + r.score; rect.appendChild(title);
    svg.appendChild(rect);
    if (r.table !== last) { const label = document.createElementNS(ns, "text"); label.setAttribute("x", x);
      label.setAttribute("y", h + 28); label.textContent = "T" + r.table; svg.appendChild(label); }
    last = r.table; x += bar + 2;
  });
  const chart = $("chart"); chart.replaceChildren(el("div", "Scores by table (blue: students, grey: bots)"), svg);
}

const source = new EventSource("/api/dashboard/stream?key=" + encodeURIComponent(key));
source.onmessage = (e) => render(JSON.parse(e.data));
source.onerror = () => { $("error").textContent = "Reconnecting to the classroom server..."; };
source.onopen = () => { $("error").textContent = ""; };
"""

def join_qr_svg(student_url, code):
    """An SVG QR code of the join page's address with the class code in it (``?code=``), made with segno."""
    import io

    import segno

    url = student_url.rstrip("/") + "/?code=" + code
    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=8, border=2, xmldecl=False, svgns=True,
                                     title="QR code of " + url)
    return out.getvalue().decode()


ASSETS = {
    "style.css": (CSS, "text/css; charset=utf-8"),
    "student.js": (STUDENT_JS, "text/javascript; charset=utf-8"),
    "teacher.js": (TEACHER_JS, "text/javascript; charset=utf-8"),
}
