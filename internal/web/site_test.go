package web

import (
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
)

// The static site's pages link only to files of the site, by relative
// paths (a GitHub Pages project site is under /NAME/), and load the
// transport that carries their requests to the wasm solver before
// static/api.js.
func TestSiteFiles(t *testing.T) {
	files, err := SiteFiles()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"index.html", "play.html", "static/style.css", "explain.css", "favicon.svg", "site/transport.js", "site/worker.js", "site/router.js"} {
		if len(files[want]) == 0 {
			t.Errorf("no %s in the site", want)
		}
	}
	ref := regexp.MustCompile(`(?:src|href)="([^"]*)"`)
	for page := range SitePages {
		html := string(files[page])
		if strings.Contains(html, `="/`) {
			i := strings.Index(html, `="/`)
			t.Errorf("%s has an absolute link, which breaks under a project site's path: %q", page, html[max(0, i-20):min(len(html), i+30)])
		}
		if !strings.Contains(html, `<meta name="stonegame-transport" content="wasm">`) {
			t.Errorf("%s does not ask for the wasm transport", page)
		}
		tr, api := strings.Index(html, `src="site/transport.js"`), strings.Index(html, `src="static/api.js"`)
		if tr < 0 || api >= 0 && api < tr {
			t.Errorf("%s: site/transport.js at %d, static/api.js at %d: the transport must load first", page, tr, api)
		}
		for _, m := range ref.FindAllStringSubmatch(html, -1) {
			link := m[1]
			if link == "./" || strings.HasPrefix(link, "#") {
				continue
			}
			if _, ok := files[link]; !ok {
				t.Errorf("%s links to %q, which the site does not have", page, link)
			}
		}
	}
}

// The site's list of games is GET /api/games's answer, byte for byte.
func TestSiteGamesList(t *testing.T) {
	files, err := SiteFiles()
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/api/games", nil)
	req.Host = "localhost"
	Handler().ServeHTTP(rec, req)
	if rec.Code != 200 || rec.Body.String() != string(files["site/games.json"]) {
		t.Errorf("site/games.json differs from GET /api/games (%d):\n%.300s\n%.300s", rec.Code, files["site/games.json"], rec.Body.String())
	}
}
