package web

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestCrossSite: a POST a browser says comes from another site is refused,
// whatever its content type; one with no Origin, or from the app's own
// origin, is answered.
func TestCrossSite(t *testing.T) {
	h := Handler()
	body := `{"nums":[1,5,233,7]}`
	tests := []struct {
		name    string
		headers map[string]string
		status  int
	}{
		{"curl: no Origin", nil, 200},
		{"same origin", map[string]string{"Origin": "http://example.com"}, 200},
		{"same origin by fetch metadata", map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": "http://example.com"}, 200},
		{"typed in the address bar", map[string]string{"Sec-Fetch-Site": "none"}, 200},
		{"text/plain from another site", map[string]string{"Origin": "http://evil.test", "Content-Type": "text/plain"}, 403},
		{"form from another site", map[string]string{"Origin": "http://evil.test", "Content-Type": "application/x-www-form-urlencoded"}, 403},
		{"multipart from another site", map[string]string{"Origin": "https://evil.test", "Content-Type": "multipart/form-data; boundary=x"}, 403},
		{"another port is another origin", map[string]string{"Origin": "http://example.com:3000"}, 403},
		{"opaque origin", map[string]string{"Origin": "null"}, 403},
		{"cross-site by fetch metadata", map[string]string{"Sec-Fetch-Site": "cross-site"}, 403},
		{"same-site by fetch metadata", map[string]string{"Sec-Fetch-Site": "same-site"}, 403},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest("POST", "/api/solve", strings.NewReader(body))
			for k, v := range tc.headers {
				req.Header.Set(k, v)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != tc.status {
				t.Errorf("got %d %s, want %d", rec.Code, rec.Body, tc.status)
			}
			if tc.status == 403 && !strings.Contains(rec.Body.String(), "cross-site requests are refused") {
				t.Errorf("got %s, want an error that says why", rec.Body)
			}
		})
	}
}

// TestGuardHost: only the served address and loopback names, with the
// port, are answered (DNS rebinding sends the attacker's name).
func TestGuardHost(t *testing.T) {
	tests := []struct {
		addr, host string
		ok         bool
	}{
		{"127.0.0.1:8080", "127.0.0.1:8080", true},
		{"127.0.0.1:8080", "localhost:8080", true},
		{"127.0.0.1:8080", "LOCALHOST:8080", true},
		{"127.0.0.1:8080", "[::1]:8080", true},
		{"127.0.0.1:8080", "evil.test:8080", false},
		{"127.0.0.1:8080", "localhost:9999", false},
		{"127.0.0.1:8080", "localhost", false},
		{"127.0.0.1:8080", "192.168.1.5:8080", false},
		{"127.0.0.1:80", "localhost", true},
		{"myhost.lan:8080", "myhost.lan:8080", true},
		{"0.0.0.0:8080", "192.168.1.5:8080", true},
		{"0.0.0.0:8080", "evil.test:8080", false},
	}
	for _, tc := range tests {
		h := Guard(Handler(), tc.addr)
		req := httptest.NewRequest("GET", "/api/games", nil)
		req.Host = tc.host
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if got := rec.Code == 200; got != tc.ok {
			t.Errorf("served on %s, Host %q: got %d %s, want allowed=%v", tc.addr, tc.host, rec.Code, rec.Body, tc.ok)
		}
		if !tc.ok && (rec.Code != 403 || !strings.Contains(rec.Body.String(), "unknown host")) {
			t.Errorf("served on %s, Host %q: got %d %s, want 403 naming the host", tc.addr, tc.host, rec.Code, rec.Body)
		}
	}
}

// TestNoFramesNoListing: no page can be framed, and /static/ lists nothing.
func TestNoFramesNoListing(t *testing.T) {
	h := Handler()
	for _, path := range []string{"/", "/play", "/static/play.js"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code != 200 {
			t.Errorf("GET %s: got %d", path, rec.Code)
		}
		if got := rec.Header().Get("X-Frame-Options"); got != "DENY" {
			t.Errorf("GET %s: X-Frame-Options %q, want DENY", path, got)
		}
		if csp := rec.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("GET %s: CSP %q has no frame-ancestors 'none'", path, csp)
		}
	}
	for _, path := range []string{"/static/", "/static"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code == http.StatusOK || strings.Contains(rec.Body.String(), "play.js") {
			t.Errorf("GET %s: got %d %s, want no listing", path, rec.Code, rec.Body)
		}
	}
}

// TestGuardRefusalHeaders: the 403 for an unknown Host carries the same
// framing and content policy as every page (issue 28: it had neither).
func TestGuardRefusalHeaders(t *testing.T) {
	h := Guard(Handler(), "127.0.0.1:8080")
	for _, path := range []string{"/", "/api/games"} {
		req := httptest.NewRequest("GET", path, nil)
		req.Host = "evil.test:8080"
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusForbidden {
			t.Fatalf("GET %s, Host evil.test: got %d, want 403", path, rec.Code)
		}
		if got := rec.Header().Get("X-Frame-Options"); got != "DENY" {
			t.Errorf("GET %s, Host evil.test: X-Frame-Options %q, want DENY", path, got)
		}
		if csp := rec.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("GET %s, Host evil.test: CSP %q, want default-src 'self' and frame-ancestors 'none'", path, csp)
		}
		if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
			t.Errorf("GET %s, Host evil.test: Content-Type %q, want application/json", path, ct)
		}
	}
}
