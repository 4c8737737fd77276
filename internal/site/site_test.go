package site_test

import (
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"stonegame/internal/site"
	"stonegame/internal/web"
)

// Serve answers in process exactly as the web app answers over HTTP: the
// same status and the same body, for answers and for errors.
func TestServeAsServe(t *testing.T) {
	h := web.Handler()
	srv := httptest.NewServer(h)
	defer srv.Close()
	for _, c := range []struct{ method, path, body string }{
		{"GET", "/api/games", ""},
		{"POST", "/api/solve", `{"game":"predict-the-winner","nums":[1,5,233,7],"line":true}`},
		{"POST", "/api/solve", `{"game":"stone-game-vii","stones":[5,3,1,4,2]}`},
		{"POST", "/api/explore", `{"game":"stone-game-iv","n":7}`},
		{"POST", "/api/move", `{"game":"predict-the-winner","nums":[1,5,2],"moves":["left"]}`},
		{"POST", "/api/solve", `{"game":"predict-the-winner","nums":[1,99999999999999999999]}`},
		{"POST", "/api/solve", `{"game":"chess"}`},
		{"POST", "/api/solve", `not json`},
		{"GET", "/api/solve", ""},
		{"POST", "/api/nothing", `{}`},
	} {
		req, err := http.NewRequest(c.method, srv.URL+c.path, strings.NewReader(c.body))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		got := site.Serve(context.Background(), h, c.method, c.path, []byte(c.body))
		if got.Status != resp.StatusCode || string(got.Body) != string(want) {
			t.Errorf("%s %s %s:\ngot  %d %.300s\nwant %d %.300s", c.method, c.path, c.body, got.Status, got.Body, resp.StatusCode, want)
		}
	}
}

func TestServeBadPath(t *testing.T) {
	got := site.Serve(context.Background(), web.Handler(), "POST", "/api/\x00solve", nil)
	if got.Status != http.StatusBadRequest || !strings.Contains(string(got.Body), `"error":"not a request path: /api/\u0000solve"`) {
		t.Errorf("got %d %s, want 400 naming the path", got.Status, got.Body)
	}
}

func TestModuleDir(t *testing.T) {
	root := t.TempDir()
	sub := filepath.Join(root, "a", "b")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := site.ModuleDir(sub); err == nil || !strings.Contains(err.Error(), "no source of module stonegame") {
		t.Errorf("no go.mod: got %v, want an error saying there is no source", err)
	}
	if err := os.WriteFile(filepath.Join(root, "a", "go.mod"), []byte("module other\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte("// the project\nmodule stonegame\n\ngo 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := site.ModuleDir(sub)
	if err != nil || got != root {
		t.Errorf("got %q, %v; want %q (the other module's go.mod is passed)", got, err, root)
	}
}

// GzipCopy writes path.gz, which gunzips to the file, and refuses a
// file that is not there, naming it.
func TestGzipCopy(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "stonegame.wasm")
	want := strings.Repeat("\x00asm\x01\x00\x00\x00 some code ", 1000)
	if err := os.WriteFile(p, []byte(want), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := site.GzipCopy(p); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(p + ".gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(r)
	if err != nil || string(got) != want {
		t.Errorf("the copy gunzips to %d bytes (%v), want the %d of the file", len(got), err, len(want))
	}
	if fi, _ := f.Stat(); fi.Size() >= int64(len(want))/4 {
		t.Errorf("the copy is %d bytes, not compressed from %d", fi.Size(), len(want))
	}
	err = site.GzipCopy(filepath.Join(dir, "nothing.wasm"))
	if err == nil || !strings.Contains(err.Error(), "nothing.wasm") {
		t.Errorf("no file: got %v, want an error naming it", err)
	}
}
