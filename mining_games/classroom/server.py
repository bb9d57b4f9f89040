"""The classroom over HTTP: a Starlette app served by uvicorn, pages updated by server-sent events.

Students' pages post JSON (join, decide) and listen on ``/api/stream`` (an ``EventSource``: the
browser reconnects by itself after a network blip or a server restart). The teacher's dashboard
does the same with the teacher's key. Every refusal is a JSON ``{"error": message}`` with a 4xx
status, and changes nothing.
"""

import asyncio
import contextlib
import json

import uvicorn
from starlette.applications import Starlette
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from . import debrief, pages
from .tables import Refusal

MAX_BODY = 2048          # bytes: a click or a join is far smaller
PING_SECONDS = 15        # a comment line keeps idle streams open through proxies and phones
DASHBOARD_EVERY = 0.3    # seconds between two dashboard updates at most
HEADERS = {
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
                               "img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


async def read_json(request):
    """The request's JSON object, or a ``Refusal`` (too large, not JSON, not an object)."""
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
        raise Refusal(413, f"The request is too large (at most {MAX_BODY} bytes).")
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise Refusal(413, f"The request is too large (at most {MAX_BODY} bytes).")
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        raise Refusal(400, "The request is not valid JSON.") from None
    except RecursionError:          # brackets nested hundreds deep fit in a small body
        raise Refusal(400, "The request is nested too deeply: send a flat JSON object.") from None
    if not isinstance(data, dict):
        raise Refusal(400, "The request must be a JSON object.")
    return data


def whole(data, name):
    v = data.get(name)
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < 10**9:
        raise Refusal(400, f"The request needs '{name}' as a whole number.")
    return v


def text(data, name, limit=400):
    v = data.get(name)
    if not isinstance(v, str) or len(v) > limit:
        raise Refusal(400, f"The request needs '{name}' as text.")
    return v


def build_app(room):
    """The Starlette application serving ``room`` (a ``Room``)."""

    def page(body, media="text/html; charset=utf-8"):
        return Response(body, media_type=media, headers=HEADERS)

    async def student_page(request):
        return page(pages.STUDENT_HTML)

    async def teacher_page(request):
        return page(pages.TEACHER_HTML)

    async def asset(request):
        name = request.path_params["name"]
        if name not in pages.ASSETS:
            return JSONResponse({"error": "No such file."}, status_code=404, headers=HEADERS)
        body, media = pages.ASSETS[name]
        return page(body, media)

    async def join(request):
        data = await read_json(request)
        address = request.client.host if request.client else None
        return JSONResponse(room.join(text(data, "code", 40), text(data, "name", 100), address), headers=HEADERS)

    async def state(request):
        _, body, _ = room.state_for(request.query_params.get("token"))
        return page(body, "application/json")

    async def decide(request):
        data = await read_json(request)
        result = room.decide(text(data, "token", 100), whole(data, "version"), whole(data, "choice"),
                             text(data, "label", 400))
        return JSONResponse(result, headers=HEADERS)

    async def stream(request):
        token = request.query_params.get("token")
        room.student(token)                      # refuse before opening the stream

        async def events():
            last = board = None
            while True:
                try:
                    st = room.student(token)
                except Refusal as e:
                    yield "event: refused\ndata: " + json.dumps({"error": e.message}) + "\n\n"
                    return
                table, seat = room.seat_of(st["id"])
                wake = table.event() if table is not None else room._dash
                key = (table.id, seat, table.stamp) if table is not None else None
                if key != last:
                    _, body, board = room.state_for(token, board)    # the board only when it changed
                    yield "data: " + body + "\n\n"
                    last = key
                try:
                    await asyncio.wait_for(wake.wait(), PING_SECONDS)
                except TimeoutError:
                    yield ": ping\n\n"

        return StreamingResponse(events(), media_type="text/event-stream",
                                 headers=HEADERS | {"X-Accel-Buffering": "no"})

    def teacher(request, data=None):
        key = (data or {}).get("key") if data is not None else request.query_params.get("key")
        if not room.is_teacher(key):
            raise Refusal(403, "This page needs the teacher's key (printed when the classroom started).")

    async def dashboard(request):
        teacher(request)
        return JSONResponse(room.dashboard(), headers=HEADERS)

    async def dashboard_stream(request):
        teacher(request)

        async def events():
            while True:
                wake = room._dash
                yield "data: " + json.dumps(room.dashboard()) + "\n\n"
                await asyncio.sleep(DASHBOARD_EVERY)
                try:
                    await asyncio.wait_for(wake.wait(), PING_SECONDS)
                except TimeoutError:
                    yield ": ping\n\n"

        return StreamingResponse(events(), media_type="text/event-stream",
                                 headers=HEADERS | {"X-Accel-Buffering": "no"})

    async def command(request):
        data = await read_json(request)
        teacher(request, data)
        what = request.path_params["what"]
        if what == "start":
            room.start()
        elif what == "pause":
            room.pause(True)
        elif what == "resume":
            room.pause(False)
        elif what == "move":
            room.move(whole(data, "student"), whole(data, "table"), whole(data, "seat"))
        elif what == "remove":
            room.remove(whole(data, "student"))
        elif what == "stand_in":
            room.set_stand_in_after(whole(data, "seconds"))
        elif what == "rejoin":
            return JSONResponse({"ok": True, "code": room.rejoin_code(whole(data, "student"))}, headers=HEADERS)
        else:
            raise Refusal(404, "No such command.")
        return JSONResponse({"ok": True, "state": room.state}, headers=HEADERS)

    async def join_qr(request):
        """The join page's address with the class code in it, as a QR code (SVG, made here: no network)."""
        teacher(request)
        return Response(pages.join_qr_svg(room.student_url or str(request.base_url), room.join_code),
                        media_type="image/svg+xml", headers=HEADERS)

    async def debrief_chart(request):
        teacher(request)
        return Response(debrief.chart_svg(room), media_type="image/svg+xml", headers=HEADERS)

    async def debrief_page(request):
        teacher(request)
        return Response(debrief.debrief_html(room), media_type="text/html; charset=utf-8",
                        headers=HEADERS | {"Content-Disposition": f'attachment; filename="class-debrief-'
                                                                  f'{room.game_name}.html"'})

    async def results_csv(request):
        teacher(request)
        return Response(room.results_csv(), media_type="text/csv; charset=utf-8",
                        headers=HEADERS | {"Content-Disposition": 'attachment; filename="class-results.csv"'})

    async def refused(request, exc):
        return JSONResponse({"error": exc.message}, status_code=exc.status, headers=HEADERS)

    async def not_found(request, exc):
        return JSONResponse({"error": "No such page."}, status_code=getattr(exc, "status_code", 404), headers=HEADERS)

    @contextlib.asynccontextmanager
    async def lifespan(app):
        tasks = [asyncio.create_task(room.drive(t)) for t in room.tables]
        try:
            yield
        finally:
            for t in tasks:
                t.cancel()

    routes = [
        Route("/", student_page), Route("/teacher", teacher_page), Route("/static/{name}", asset),
        Route("/api/join", join, methods=["POST"]), Route("/api/state", state),
        Route("/api/decide", decide, methods=["POST"]), Route("/api/stream", stream),
        Route("/api/dashboard", dashboard), Route("/api/dashboard/stream", dashboard_stream),
        Route("/api/teacher/qr.svg", join_qr), Route("/api/teacher/{what}", command, methods=["POST"]),
        Route("/results.csv", results_csv), Route("/api/teacher/debrief.svg", debrief_chart),
        Route("/debrief.html", debrief_page),
    ]
    return Starlette(routes=routes, lifespan=lifespan,
                     exception_handlers={Refusal: refused, 404: not_found, 405: not_found})


def make_server(room, host="127.0.0.1", port=8000, certfile=None, keyfile=None):
    """A ``uvicorn.Server`` for the room (``.run()`` blocks; ``.should_exit = True`` stops it); with a
    ``certfile`` (and its ``keyfile``) it serves HTTPS."""
    tls = dict(ssl_certfile=str(certfile), ssl_keyfile=str(keyfile) if keyfile else None) if certfile else {}
    config = uvicorn.Config(build_app(room), host=host, port=port, log_level="warning", access_log=False,
                            lifespan="on", timeout_graceful_shutdown=1, **tls)
    return uvicorn.Server(config)

