package site

import (
	"bytes"
	"context"
	"net/http"
	"strings"
)

// Answer is what the web app answers to one request: its status and body.
type Answer struct {
	Status int
	Body   []byte
}

// Serve asks h one question in process, as `stonegame serve` would be
// asked it over HTTP: method on path (which may carry a query), with body
// as a JSON request body. It is what the site's Web Worker calls, so that
// the static site's answers are those of serve by construction. The
// request has ctx's deadline; the handler adds its own (web.Deadline).
// Serve never panics on a bad request: the handler answers it 4xx.
func Serve(ctx context.Context, h http.Handler, method, path string, body []byte) Answer {
	if !strings.HasPrefix(path, "/") {
		path = "/" + path
	}
	r, err := http.NewRequestWithContext(ctx, method, path, bytes.NewReader(body))
	if err != nil {
		return Answer{http.StatusBadRequest, []byte(`{"error":"not a request path: ` + jsonText(path) + `"}`)}
	}
	r.Host = "stonegame.site"
	if len(body) > 0 {
		r.Header.Set("Content-Type", "application/json")
	}
	w := &recorder{header: http.Header{}}
	h.ServeHTTP(w, r)
	if w.code == 0 {
		w.code = http.StatusOK
	}
	return Answer{w.code, w.body.Bytes()}
}

// recorder is the http.ResponseWriter of Serve: it keeps the answer.
type recorder struct {
	header http.Header
	code   int
	body   bytes.Buffer
}

func (w *recorder) Header() http.Header { return w.header }

func (w *recorder) WriteHeader(code int) {
	if w.code == 0 {
		w.code = code
	}
}

func (w *recorder) Write(p []byte) (int, error) {
	if w.code == 0 {
		w.code = http.StatusOK
	}
	return w.body.Write(p)
}

// jsonText escapes s for a JSON string: quotes, backslashes and control
// characters.
func jsonText(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteRune(c)
		case c < 0x20:
			b.WriteString(`\u00`)
			b.WriteByte("0123456789abcdef"[c>>4])
			b.WriteByte("0123456789abcdef"[c&15])
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}
