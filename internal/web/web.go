// Package web is the web app of `stonegame serve`: two pages (Solve &
// explore, Play) and a JSON API, served by one [http.Handler] from assets
// embedded in the binary, so it works with no network.
//
// The server computes everything (solutions, lines, the value of every
// option, the analysis of moves, the explanations); the pages' small
// JavaScript only draws what it is given and sends clicks back, and
// reaches the server through one module, static/api.js, so that another
// solver (a WebAssembly worker) can stand in for it.
//
// The API, all POST with a JSON body of at most [MaxBody] bytes:
//
//	/api/solve    {"game":"predict-the-winner","nums":[1,5,233,7],"line":true}
//	              → the JSON of `stonegame solve --json`, with the verdict
//	                and each step of the line in words
//	/api/move     {"game":...,"nums":[...],"moves":["left"],"opponent":"greedy"}
//	              → the position after the moves: every option with its value,
//	                the optimal ones, the opponent's choice, what remains in
//	                words and, for a game that draws one, its board
//	/api/analyze  {"game":...,"nums":[...],"moves":["left","right"]}
//	              → each move's value against the best, and a summary
//	/api/explore  {"game":...,"nums":[...]} → what the Solve page shows
//	/api/play     a match, carried whole by each request → the match after an action
//	/api/random   {"game":...,"n":8} → a random instance
//	/api/describe {"rules":"<source>"} → the rules file's game, described
//	              as GET /api/games describes each game
//	/api/table    {"game":"nim-game","range":"n=0..100"} → the game over
//	              the range, as `stonegame table --json` (package pattern)
//
// Every request but /api/describe may give "rules", a rules file's
// source, in place of "game".
//
// A game's parameters come under their LeetCode names ("aliceValues" and
// "bobValues" for stone-game-vi, "currentState" for flip-game-ii), "nums"
// for a game of one list, each value in LeetCode's notation, which is JSON
// (input.ParseValue reads every kind); GET /api/games describes them, with
// an example of each, and the pages build their forms and boards from it
// and from the answers, knowing no game and no kind of parameter. An
// answer that states a result says it by the game's kind, as solve --json
// does ([game.Spec.AppendResultJSON]): "winner", "first", "second" and
// "differential" for a scoring game, "winner" and "remoteness" for a
// win/lose game, "score" for a solo game; its "kind" says which, and
// "args" writes the instance back in notation. A move is written as in
// the line of /api/solve ("left", "right"; a stone's index) or as its name
// ("stone 3"). Errors are answered 4xx with {"error": "..."} naming what
// is wrong, and "param" naming the parameter it is about, when it is
// about one.
package web

import (
	"bytes"
	"embed"
	"html/template"
	"io/fs"
	"net/http"
	"strings"
	"sync"

	"stonegame/explain"
)

//go:embed pages
var pageFiles embed.FS

// pages are the HTML pages: html/template files sharing pages/layout.tmpl.
// They are parsed at their first use: a process that serves no page (a
// solve) parses none.
var pages = sync.OnceValue(func() *template.Template {
	return template.Must(template.ParseFS(pageFiles, "pages/*"))
})

// page is what a page template is given.
type page struct {
	Page    string // the template's name without ".html", and its script's
	Title   string // in <title>
	Heading string // the <h1>
	Path    string // the path asked for, on the page that is not found
}

// pageInfo are the pages served, by name; the static site renders them too
// (SiteFiles).
var pageInfo = map[string]page{
	"solve":    {Page: "solve", Title: "Solve & explore", Heading: "Solve & explore"},
	"play":     {Page: "play", Title: "Play", Heading: "Play against the computer"},
	"rules":    {Page: "rules", Title: "Your own game", Heading: "Your own game"},
	"patterns": {Page: "patterns", Title: "Patterns", Heading: "Patterns: a game over a range"},
	"check":    {Page: "check", Title: "Check your solution", Heading: "Check your solution"},
}

// Handler returns the web app: the pages, their assets and the API.
func Handler() http.Handler {
	mux := http.NewServeMux()
	assets, _ := fs.Sub(static, "static") // cannot fail: the directory is embedded
	files := http.FileServerFS(assets)

	render := func(p page) http.HandlerFunc {
		var b bytes.Buffer
		if err := pages().ExecuteTemplate(&b, p.Page+".html", p); err != nil {
			panic(err) // the templates are embedded: a test catches this
		}
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write(b.Bytes())
		}
	}
	mux.HandleFunc("GET /{$}", render(pageInfo["solve"]))
	mux.HandleFunc("GET /play", render(pageInfo["play"]))
	mux.HandleFunc("GET /rules", render(pageInfo["rules"]))
	mux.HandleFunc("GET /patterns", render(pageInfo["patterns"]))
	mux.HandleFunc("GET /check", render(pageInfo["check"]))
	mux.HandleFunc("GET /favicon.svg", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "max-age=86400")
		http.ServeFileFS(w, r, assets, "favicon.svg")
	})
	mux.Handle("GET /static/", assetsOnly(assets, files))
	mux.HandleFunc("GET /explain.css", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/css; charset=utf-8")
		w.Write([]byte(explain.CSS))
	})

	mux.HandleFunc("GET /api/games", handleGames)
	mux.HandleFunc("POST /api/solve", handleSolve)
	mux.HandleFunc("POST /api/move", handleMove)
	mux.HandleFunc("POST /api/analyze", handleAnalyze)
	mux.HandleFunc("POST /api/explore", handleExplore)
	mux.HandleFunc("POST /api/play", handlePlay)
	mux.HandleFunc("POST /api/random", handleRandom)
	mux.HandleFunc("POST /api/describe", handleDescribe)
	mux.HandleFunc("POST /api/table", handleTable)
	mux.HandleFunc("POST /api/check/about", handleCheckAbout)
	mux.HandleFunc("POST /api/check/start", handleCheckStart)
	mux.HandleFunc("POST /api/check/next", handleCheckNext)
	mux.HandleFunc("POST /api/check/stop", handleCheckStop)
	mux.HandleFunc("/", handleNotFound)
	return secure(refuseCrossSite(limit(mux)))
}

// handleNotFound answers the requests no pattern matched: under /api/ in
// JSON (handleAPINotFound), a page or asset with the wrong method 405, and
// any other path 404 with an HTML page saying so, linking the pages.
func handleNotFound(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/api" || strings.HasPrefix(r.URL.Path, "/api/") {
		handleAPINotFound(w, r)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		switch {
		case r.URL.Path == "/", r.URL.Path == "/play", r.URL.Path == "/rules", r.URL.Path == "/check", r.URL.Path == "/favicon.svg", r.URL.Path == "/explain.css", strings.HasPrefix(r.URL.Path, "/static/"):
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, r.URL.Path+" takes GET, not "+r.Method, http.StatusMethodNotAllowed)
			return
		}
	}
	var b bytes.Buffer
	p := page{Page: "notfound", Title: "Not found", Heading: "Page not found", Path: r.URL.Path}
	if err := pages().ExecuteTemplate(&b, "notfound.html", p); err != nil {
		http.Error(w, "404 page not found", http.StatusNotFound) // the templates are embedded: a test catches this
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	w.Write(b.Bytes())
}

// handleAPINotFound answers the API paths no pattern matched, in JSON: a
// known endpoint with the wrong method is 405, anything else 404.
func handleAPINotFound(w http.ResponseWriter, r *http.Request) {
	switch strings.TrimSuffix(r.URL.Path, "/") {
	case "/api/solve", "/api/move", "/api/analyze", "/api/explore", "/api/play", "/api/random", "/api/describe", "/api/check/about", "/api/check/start", "/api/check/next", "/api/check/stop":
		w.Header().Set("Allow", "POST")
		writeError(w, &httpError{http.StatusMethodNotAllowed, r.URL.Path + " takes POST with a JSON body, not " + r.Method})
	case "/api/games":
		w.Header().Set("Allow", "GET, HEAD")
		writeError(w, &httpError{http.StatusMethodNotAllowed, r.URL.Path + " takes GET, not " + r.Method})
	default:
		writeError(w, &httpError{http.StatusNotFound, "no API endpoint " + r.URL.Path + ": see /api/solve, /api/move, /api/analyze"})
	}
}

// checkWorker is the script of the check page's Worker, the one script
// allowed to eval (the learner's solution).
const checkWorker = "/static/checkrun.js"

// secure adds headers that keep the pages to their own assets: nothing is
// loaded from elsewhere, by design and by policy.
func secure(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		csp := "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'"
		if r.URL.Path == checkWorker {
			// The check page's Worker runs the learner's code, which it
			// must eval; it may load and fetch nothing.
			csp = "default-src 'none'; script-src 'self' 'unsafe-eval'"
		}
		w.Header().Set("Content-Security-Policy", csp)
		w.Header().Set("X-Frame-Options", "DENY")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Referrer-Policy", "no-referrer")
		h.ServeHTTP(w, r)
	})
}
