package web

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestNotFound checks the answers to paths that are nothing: JSON under
// /api/ (the API's clients read JSON), an HTML page with links elsewhere,
// and the favicon the pages link.
func TestNotFound(t *testing.T) {
	for _, tc := range []struct {
		method, path string
		code         int
		ctype, want  string
	}{
		{"GET", "/api/nope", 404, "application/json", `"error":"no API endpoint /api/nope`},
		{"POST", "/api/solve/x", 404, "application/json", `"error":"no API endpoint /api/solve/x`},
		{"GET", "/api/", 404, "application/json", `"error":"no API endpoint /api/`},
		{"GET", "/nope", 404, "text/html; charset=utf-8", `<code id="path">/nope</code>`},
		{"GET", "/play/more", 404, "text/html; charset=utf-8", `<a href="/play">Play</a>`},
		{"GET", "/<b>x", 404, "text/html; charset=utf-8", `<code id="path">/&lt;b&gt;x</code>`},
		{"HEAD", "/nope", 404, "text/html; charset=utf-8", ``},
		{"GET", "/favicon.svg", 200, "image/svg+xml", `<svg xmlns="http://www.w3.org/2000/svg"`},
		{"GET", "/static/nope.js", 404, "text/html; charset=utf-8", `<code id="path">/static/nope.js</code>`},
		{"GET", "/static/", 404, "text/html; charset=utf-8", `<code id="path">/static/</code>`},
		{"GET", "/static/style.css", 200, "text/css; charset=utf-8", `--p1`},
	} {
		req := httptest.NewRequest(tc.method, tc.path, nil)
		rec := httptest.NewRecorder()
		Handler().ServeHTTP(rec, req)
		body := rec.Body.String()
		if rec.Code != tc.code || rec.Header().Get("Content-Type") != tc.ctype || !strings.Contains(body, tc.want) {
			t.Errorf("%s %s: got %d %q %.200q, want %d %q and %q", tc.method, tc.path, rec.Code, rec.Header().Get("Content-Type"), body, tc.code, tc.ctype, tc.want)
		}
		if tc.ctype == "application/json" {
			var v map[string]string
			if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil || v["error"] == "" {
				t.Errorf("%s %s: not a JSON error: %q (%v)", tc.method, tc.path, body, err)
			}
		}
		if strings.HasPrefix(tc.ctype, "text/html") && tc.method == "GET" && strings.Contains(body, "<script") {
			t.Errorf("%s %s: the 404 page runs a script", tc.method, tc.path)
		}
	}
	// Every page links the favicon.
	for _, path := range []string{"/", "/play", "/nope"} {
		if _, body := call(t, "GET", path, ""); !strings.Contains(body, `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`) {
			t.Errorf("GET %s: no link to /favicon.svg", path)
		}
	}
}

// TestWrongMethod checks that a page asked with another method than GET is
// 405, not 404: it exists.
func TestWrongMethod(t *testing.T) {
	for _, path := range []string{"/", "/play", "/static/style.css", "/favicon.svg"} {
		req := httptest.NewRequest("POST", path, strings.NewReader("{}"))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		Handler().ServeHTTP(rec, req)
		if rec.Code != 405 || rec.Header().Get("Allow") != "GET, HEAD" {
			t.Errorf("POST %s: got %d, Allow %q, want 405 and GET, HEAD", path, rec.Code, rec.Header().Get("Allow"))
		}
	}
}
