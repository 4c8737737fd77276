//go:build js && wasm

// Command stonegame-wasm is the solver of the static site (`stonegame
// site DIR`), built with GOOS=js GOARCH=wasm and run in a Web Worker by
// the site's worker.js. It serves the requests of the pages with the web
// app's own handler, in process: the site answers as `stonegame serve`
// does, with no server.
//
// It defines one JavaScript function, stonegameServe(method, path, body),
// which returns a promise of {status, body} (body the answer's text), and
// then calls stonegameReady(), when the worker defined it.
package main

import (
	"context"
	"syscall/js"

	"stonegame/internal/collector"
	"stonegame/internal/site"
	"stonegame/internal/web"
)

func main() {
	// The collector as in `stonegame serve`: a large graph's garbage
	// within 64 MiB of what is live.
	collector.Use(collector.Solve)
	h := web.Handler()
	serve := js.FuncOf(func(_ js.Value, args []js.Value) any {
		method, path, body := "GET", "/", ""
		if len(args) > 0 {
			method = args[0].String()
		}
		if len(args) > 1 {
			path = args[1].String()
		}
		if len(args) > 2 && args[2].Type() == js.TypeString {
			body = args[2].String()
		}
		// The handler blocks (it waits for its work on a channel), so it
		// runs on its own goroutine and the caller gets a promise.
		var executor js.Func
		executor = js.FuncOf(func(_ js.Value, a []js.Value) any {
			resolve := a[0]
			go func() {
				defer executor.Release()
				ans := site.Serve(context.Background(), h, method, path, []byte(body))
				resolve.Invoke(map[string]any{"status": ans.Status, "body": string(ans.Body)})
			}()
			return nil
		})
		return js.Global().Get("Promise").New(executor)
	})
	js.Global().Set("stonegameServe", serve)
	if ready := js.Global().Get("stonegameReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {} // serve until the worker ends
}
