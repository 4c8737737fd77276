package web

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

func TestCheckKeys(t *testing.T) {
	names := []string{"game", "nums", "moves"}
	tests := []struct {
		name, body string
		want       string // in the error; "" for none
	}{
		{"plain", `{"game":"486","nums":[1,2]}`, ""},
		{"duplicate", `{"nums":[1,2],"nums":[3]}`, `key "nums" appears twice`},
		{"escaped duplicate", `{"nums":[1,2],"nu\u006ds":[3]}`, `key "nums" appears twice`},
		{"miscased", `{"NUMS":[1,2]}`, `unknown key "NUMS": keys are case-sensitive, did you mean "nums"?`},
		{"miscased second", `{"game":"486","Moves":[]}`, `did you mean "moves"?`},
		{"unknown left to the decoder", `{"num":[1]}`, ""},
		{"nested duplicate", `{"moves":[{"a":1,"a":2}]}`, `key "moves[0].a" appears twice`},
		{"nested case is free", `{"moves":[{"A":1,"a":2}]}`, ""},
		{"brace in a string", `{"game":"{","nums":[1]}`, ""},
		{"not an object", `[1,2]`, ""},
		{"index after strings", `{"moves":["a,b",[1,2],{"x":1,"x":2}]}`, `key "moves[2].x" appears twice`},
		{"deep", `[[{"a":{"b":1,"b":2}}]]`, `key "[0][0].a.b" appears twice`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := checkKeys([]byte(tc.body), names)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("got %v, want no error", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// TestStrictJSON: the API refuses what the CLI refuses, with 400 naming the
// key, on every endpoint that decodes a body.
func TestStrictJSON(t *testing.T) {
	tests := []struct{ path, body, want string }{
		{"/api/solve", `{"nums":[1,2],"nums":[3]}`, `key "nums" appears twice`},
		{"/api/solve", `{"NUMS":[1,2]}`, `unknown key "NUMS"`},
		{"/api/move", `{"nums":[1,2],"Moves":["left"]}`, `unknown key "Moves"`},
		{"/api/analyze", `{"nums":[1,2],"moves":["left"],"moves":[]}`, `key "moves" appears twice`},
		{"/api/solve", `{"game":"1686","aliceValues":[1],"bobvalues":[2]}`, `did you mean "bobValues"?`},
		{"/api/random", `{"game":"486","n":3,"n":4}`, `key "n" appears twice`},
		{"/api/random", `{"N":3}`, `unknown key "N"`},
	}
	for _, tc := range tests {
		code, body := call(t, "POST", tc.path, tc.body)
		var e struct{ Error string }
		json.Unmarshal([]byte(body), &e)
		if code != 400 || !strings.Contains(e.Error, tc.want) {
			t.Errorf("%s %s: got %d %q, want 400 and %q", tc.path, tc.body, code, e.Error, tc.want)
		}
	}
}

func TestJSONNames(t *testing.T) {
	got := strings.Join(requestKeys()[:10], ",")
	want := "game,rules,line,moves,opponent,human,seed,action,move,nums"
	for _, name := range []string{"piles", "aliceValues", "bobValues", "maxChoosableInteger"} {
		if !slices.Contains(requestKeys(), name) {
			t.Errorf("the keys lack the parameter %q", name)
		}
	}
	if got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// duplicateKey is the reference checkKeys is tested against: every token
// of the body from encoding/json's Decoder, a set of keys per open object.
func duplicateKey(body []byte) (key string, found bool) {
	dec := json.NewDecoder(bytes.NewReader(body))
	type level struct {
		object bool
		keys   map[string]bool
		key    bool // the next string is a key
	}
	var stack []*level
	for {
		tok, err := dec.Token()
		if err != nil {
			return "", false
		}
		var top *level
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		if s, ok := tok.(string); ok && top != nil && top.object && top.key {
			if top.keys[s] {
				return s, true
			}
			top.keys[s] = true
			top.key = false
			continue
		}
		if top != nil && top.object {
			top.key = true // a value was read
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, &level{object: true, keys: map[string]bool{}, key: true})
		case json.Delim('['):
			stack = append(stack, &level{})
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:len(stack)-1]
			if len(stack) > 0 && stack[len(stack)-1].object {
				stack[len(stack)-1].key = true
			}
		}
	}
}

// FuzzCheckKeys: on any valid JSON, checkKeys finds a duplicate key when
// and only when the decoder's tokens hold one; on anything else it returns.
func FuzzCheckKeys(f *testing.F) {
	for _, s := range []string{`{"a":1,"a":2}`, `{"a":{"b":[1,{"c":2,"c":3}]},"d":"\u0041"}`, `[{"x":1},{"x":1}]`, `{"a\u0062":1,"ab":2}`, `{"a":[1,2`, `]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		err := checkKeys(body, nil)
		if !json.Valid(body) {
			return
		}
		dup, found := duplicateKey(body)
		if found != (err != nil) {
			t.Errorf("checkKeys(%q) = %v; the decoder's tokens repeat %q", body, err, dup)
		}
	})
}
