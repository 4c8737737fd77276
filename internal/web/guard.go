package web

import (
	"io/fs"
	"net"
	"net/http"
	"strings"
)

// refuseCrossSite answers 403 to a POST (or any unsafe method) that a
// browser says comes from another site, by its Sec-Fetch-Site or Origin
// header: a web page the user has open may send a form, text/plain or
// multipart body without a preflight, and it must not be answered. A
// request with neither header (curl, scripts) is served as before.
func refuseCrossSite(h http.Handler) http.Handler {
	cop := http.NewCrossOriginProtection()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := cop.Check(r); err != nil {
			writeError(w, &httpError{http.StatusForbidden, "cross-site requests are refused: " + strings.TrimPrefix(err.Error(), "cross-origin request detected from ")})
			return
		}
		h.ServeHTTP(w, r)
	})
}

// assetsOnly serves the files of assets under /static/ with files (a file
// server of assets), and answers anything else there (a missing file, a
// directory: their lists are not served) with the HTML page of a path
// that is not found, as any other path.
func assetsOnly(assets fs.FS, files http.Handler) http.Handler {
	files = http.StripPrefix("/static/", files)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fi, err := fs.Stat(assets, strings.TrimPrefix(r.URL.Path, "/static/"))
		if err != nil || fi.IsDir() {
			handleNotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	})
}

// Guard returns h for a server listening on addrs (as asked, and as
// bound: "localhost:8080", "127.0.0.1:8080"), refusing with 403 a request
// whose Host header is not one of them or a loopback name (localhost,
// 127.0.0.1, [::1]) with their port: a page on another domain that the
// attacker points at 127.0.0.1 (DNS rebinding) sends its own name as Host.
// When an address's host is the unspecified address (0.0.0.0, [::]), any
// IP address with the port is accepted too, so the app can be reached
// from the network as asked, by address.
func Guard(h http.Handler, addrs ...string) http.Handler {
	type served struct {
		host, port string
		anyIP      bool
	}
	var all []served
	for _, addr := range addrs {
		host, port, err := net.SplitHostPort(addr)
		if err != nil {
			host, port = addr, "80"
		}
		ip := net.ParseIP(host)
		all = append(all, served{strings.ToLower(host), port, host == "" || ip != nil && ip.IsUnspecified()})
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host, port, err := net.SplitHostPort(r.Host)
		if err != nil { // no port: the default one
			host, port = strings.TrimSuffix(strings.TrimPrefix(r.Host, "["), "]"), "80"
		}
		host = strings.ToLower(host)
		ip := net.ParseIP(host)
		for _, s := range all {
			if port == s.port && (host == "localhost" || host == s.host || ip != nil && (ip.IsLoopback() || s.anyIP)) {
				h.ServeHTTP(w, r)
				return
			}
		}
		want := "localhost"
		if len(all) > 0 {
			want = net.JoinHostPort("localhost", all[len(all)-1].port)
		}
		refuse := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			writeError(w, &httpError{http.StatusForbidden, "unknown host " + quoteHost(r.Host) + ": this server answers to " + want + " and its own address"})
		})
		secure(refuse).ServeHTTP(w, r) // the refusal carries the pages' policy too: it must not be framed
	})
}

// quoteHost quotes a Host header for a message, cut if it is long.
func quoteHost(h string) string {
	if len(h) > 100 {
		h = h[:100] + "..."
	}
	return `"` + strings.ToValidUTF8(h, "?") + `"`
}
