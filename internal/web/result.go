package web

import (
	"encoding/json"
	"strconv"

	"stonegame/game"
)

// This file states results in the API's answers, by the game's kind, the
// one way solve --json does ([game.Spec.AppendResultJSON]): a scoring
// game's "winner", "first", "second" and "differential"; a win/lose
// game's "winner" and "remoteness"; a solo game's "score". An answer also
// says its "kind", so a page renders each kind as it is, and writes the
// instance back under "args" in LeetCode's notation, for the page's form
// and its links.

// withMembers inserts the members (a JSON object's members without braces,
// none when empty) at the end of the object obj, as its last members.
func withMembers(obj []byte, members ...[]byte) []byte {
	if len(obj) == 0 || obj[len(obj)-1] != '}' {
		return obj
	}
	obj = obj[:len(obj)-1]
	for _, m := range members {
		if len(m) == 0 {
			continue
		}
		if obj[len(obj)-1] != '{' {
			obj = append(obj, ',')
		}
		obj = append(obj, m...)
	}
	return append(obj, '}')
}

// resultMembers returns the members of result r of g, as solve --json
// writes them.
func resultMembers(g *game.Spec, r game.Result) []byte {
	return g.AppendResultJSON(nil, r)
}

// resultObject returns result r of g as a JSON object of its members:
// {"winner":"first","remoteness":3}.
func resultObject(g *game.Spec, r game.Result) json.RawMessage {
	return append(g.AppendResultJSON([]byte{'{'}, r), '}')
}

// finished returns r, the result of a game played to its end, for its
// JSON: a finished game has no remoteness to state (it is 0, and says
// nothing about how the game went).
func finished(r game.Result) game.Result {
	r.Remoteness = game.Unknown
	return r
}

// argsJSON returns an instance as a JSON object of its parameters, each
// under its LeetCode name as a string of its value in LeetCode's notation
// ([game.Arg.AppendValue]): {"stones":"[5,1,2]","n":"7"}. Strings, so that
// a page keeps every digit of an int64 and types the value back as is.
func argsJSON(g *game.Spec, args game.Args) json.RawMessage {
	b := []byte{'{'}
	for k, p := range g.Params {
		if k >= len(args) {
			break
		}
		if k > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendQuote(b, p.Name)
		b = append(b, ':')
		b = appendString(b, string(args[k].AppendValue(nil)))
	}
	return append(b, '}')
}

// appendString appends s as a JSON string, as encoding/json writes it.
func appendString(b []byte, s string) []byte {
	js, _ := json.Marshal(s) // a string always marshals
	return append(b, js...)
}
