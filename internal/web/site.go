package web

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"strconv"
	"strings"

	"stonegame/explain"
	"stonegame/games"
)

//go:embed sitejs
var siteJS embed.FS

// SitePages are the pages of the static site and the page each renders:
// the Solve page is the site's index.
var SitePages = map[string]string{"index.html": "solve", "play.html": "play", "rules.html": "rules", "patterns.html": "patterns", "check.html": "check"}

// SiteFiles returns the files of the static site (`stonegame site DIR`)
// but its solver: the pages, rendered from the same templates as those of
// [Handler], the same assets under static/, explain.css and favicon.svg,
// and site/transport.js and site/worker.js, which carry the pages' API
// requests to the solver in a Web Worker, and site/router.js, which moves
// from page to page without a document load, so that one worker and one
// solver serve the whole visit, and site/games.json, the answer of GET
// /api/games, which the transport gives without waiting for the solver. The solver, stonegame.wasm (and its
// gzipped copy, for hosts that send files as they are), and Go's
// wasm_exec.js sit beside them at the site's root.
//
// The pages differ from those of serve in two ways only: their links are
// relative ("static/style.css", "play.html"), so the site works under any
// path (a GitHub Pages project site is under /NAME/), and their head
// loads site/transport.js, which static/api.js uses in place of fetch,
// and site/router.js.
// The keys are slash-separated paths; the map is the caller's.
func SiteFiles() (map[string][]byte, error) {
	files := map[string][]byte{
		"explain.css": []byte(explain.CSS),
	}
	for _, dir := range []struct {
		fsys fs.FS
		from string
		to   string
	}{{static, "static", "static/"}, {siteJS, "sitejs", "site/"}} {
		err := fs.WalkDir(dir.fsys, dir.from, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			b, err := fs.ReadFile(dir.fsys, path)
			files[dir.to+strings.TrimPrefix(path, dir.from+"/")] = b
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("the site's assets: %w", err)
		}
	}
	files["favicon.svg"] = files["static/favicon.svg"]
	// The list of games, as GET /api/games answers it: the pages ask for
	// it first, and site/transport.js answers from this file, so that the
	// page is built, and its first question sent, before the solver is
	// ready.
	var list []gameInfo
	for _, g := range games.All() {
		list = append(list, describe(g))
	}
	b, err := json.Marshal(list)
	if err != nil {
		return nil, fmt.Errorf("the site's list of games: %w", err)
	}
	files["site/games.json"] = append(b, '\n')
	head := `<meta name="stonegame-transport" content="wasm">` + "\n" +
		`<meta name="stonegame-deadline" content="` + strconv.FormatInt(Deadline.Milliseconds(), 10) + `">` + "\n" +
		`<script src="site/transport.js"></script>` + "\n" +
		`<script src="site/router.js"></script>` + "\n</head>"
	for name, tmpl := range SitePages {
		p := pageInfo[tmpl]
		var b bytes.Buffer
		if err := pages().ExecuteTemplate(&b, tmpl+".html", p); err != nil {
			return nil, fmt.Errorf("the site's page %s: %w", name, err)
		}
		html := siteLinks.Replace(b.String())
		if !strings.Contains(html, "</head>") {
			return nil, fmt.Errorf("the site's page %s: no </head> to load site/transport.js before", name)
		}
		files[name] = []byte(strings.Replace(html, "</head>", head, 1))
	}
	return files, nil
}

// siteLinks makes the links of a page relative, for the site: a page of
// serve at / or /play links to /static/..., the site's pages sit beside
// static/ wherever the site is hosted.
var siteLinks = strings.NewReplacer(
	`="/static/`, `="static/`,
	`="/explain.css"`, `="explain.css"`,
	`="/favicon.svg"`, `="favicon.svg"`,
	`href="/"`, `href="./"`,
	`href="/play"`, `href="play.html"`,
	`href="/rules"`, `href="rules.html"`,
	`href="/patterns"`, `href="patterns.html"`,
	`href="/check"`, `href="check.html"`,
)
