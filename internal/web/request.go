package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/input"
)

// MaxBody is the largest request body the API reads: 8 MiB, room for a row
// of about a million numbers. A larger body is answered 413.
const MaxBody = 8 << 20

// MaxWork bounds moves × items in a request: every endpoint that takes
// moves replays them, and /api/analyze and /api/play value the options of
// each position, O(items) apiece. A full game of 7,000 items fits; on a
// row of a million, 50 moves do.
const MaxWork = 50_000_000

// request is the body every API endpoint takes: an instance of a game, and
// for some endpoints the moves played from its start.
//
// The instance's parameters come under their LeetCode names
// ({"stoneValue":[1,2,3,7]}, {"n":5}, {"aliceValues":[1,3],"bobValues":[2,1]});
// "nums" is accepted for the list of a game that takes one list. They are
// kept apart, in Params, by [splitBody]: the struct holds the rest.
type request struct {
	Game     string                     `json:"game"`
	Rules    string                     `json:"rules"` // a rules file's source, in place of game (see loadRules)
	Params   map[string]json.RawMessage `json:"-"`
	Line     bool                       `json:"line"`     // solve: add the optimal line
	Moves    []json.RawMessage          `json:"moves"`    // move, analyze: the moves played from the start
	Opponent string                     `json:"opponent"` // move, play: the computer's opponent
	Human    int                        `json:"human"`    // play: the human's side, 1 or 2
	Seed     uint64                     `json:"seed"`     // play: the seed of the computer's random choices
	Action   string                     `json:"action"`   // play: start, play, undo, hint
	Move     json.RawMessage            `json:"move"`     // play: the human's move
}

// endpointKeys are the JSON names of the request's own fields, found once.
var endpointKeys = jsonNames(reflect.TypeFor[request]())

// requestKeys returns the keys a request may have, spelled exactly: the
// endpoints' fields, "nums", and every parameter of every game.
func requestKeys() []string {
	keys := append(slices.Clip(endpointKeys), "nums")
	for _, g := range games.All() {
		for _, p := range g.Params {
			if !slices.Contains(keys, p.Name) {
				keys = append(keys, p.Name)
			}
		}
	}
	return keys
}

// instance is a decoded request: the game, its starting position and the
// moves played, checked.
type instance struct {
	game  *game.Spec
	start game.Solvable
	args  game.Args
	moves []game.Move // legal, in order, from start
	req   request
}

// httpError is an error with the status to answer it with.
type httpError struct {
	status int
	msg    string
}

func (e *httpError) Error() string { return e.msg }

func badRequest(format string, args ...any) error {
	return &httpError{http.StatusBadRequest, fmt.Sprintf(format, args...)}
}

// paramError is a bad request about one parameter of the instance: its
// answer names the parameter as "param", so a page shows the error next
// to its field.
type paramError struct {
	param string
	err   *httpError
}

func (e *paramError) Error() string { return e.err.msg }
func (e *paramError) Unwrap() error { return e.err }

// badParam is badRequest about the parameter named param.
func badParam(param, format string, args ...any) error {
	return &paramError{param, &httpError{http.StatusBadRequest, fmt.Sprintf(format, args...)}}
}

// paramOf returns the parameter of g that msg, an error of g's New or
// checks, is about: g's one parameter, or the first whose name starts msg
// ("aliceValues has 2 values but...", "currentState[2] = 'x' ..."); ""
// when none does.
func paramOf(g *game.Spec, msg string) string {
	if len(g.Params) == 1 {
		return g.Params[0].Name
	}
	for _, p := range g.Params {
		if rest, ok := strings.CutPrefix(msg, p.Name); ok && (rest == "" || strings.ContainsRune(" [:=", rune(rest[0]))) {
			return p.Name
		}
	}
	return ""
}

// decode reads and checks the body of r: valid JSON, known fields, a known
// game, numbers that fit in int64, an instance game.New accepts and legal
// moves. On the way it admits the request as heavy (a heavy slot, see
// [MaxHeavy]) when its body is large, before parsing it, or when o's
// weight on the instance is, before building it. Its errors are
// *httpError.
func decode(w http.ResponseWriter, r *http.Request, o op) (*instance, error) {
	ctx := r.Context()
	body, err := bodyOf(w, r, MaxBody)
	if err != nil {
		return nil, err
	}
	if err := admit(ctx, len(body) > HeavyBody); err != nil {
		return nil, err
	}
	req, err := splitBody(body)
	if err != nil {
		return nil, err
	}
	in := &instance{game: games.Default, req: req}
	keys := requestKeys()
	if req.Rules != "" { // its parameters are known once it is loaded
		if in.game, err = gameNamed(ctx, req.Game, req.Rules); err != nil {
			return nil, err
		}
		for _, p := range in.game.Params {
			keys = append(keys, p.Name)
		}
	}
	// The body is valid JSON now: refuse duplicate keys and misspelled
	// case, which the decoder forgives.
	if err := checkKeys(body, keys); err != nil {
		return nil, badRequest("the body is not the JSON expected: %v", err)
	}
	switch {
	case req.Rules != "":
	case req.Game == "":
		if in.game, err = gameOf(req.Params); err != nil {
			return nil, err
		}
	default:
		if in.game, err = gameNamed(ctx, req.Game, ""); err != nil {
			return nil, err
		}
	}
	if err := in.parseArgs(); err != nil {
		return nil, err
	}
	if n := in.args.Size(); len(req.Moves) > 0 && len(req.Moves)*n > MaxWork {
		return nil, badRequest("moves: %d moves on %d items is too much work: replaying and judging them costs moves × items, at most %d; send fewer moves or a shorter row", len(req.Moves), n, MaxWork)
	}
	if err := admit(ctx, o.weight(in.game, in.args.Size(), &req) > HeavyWork); err != nil {
		return nil, err
	}
	if in.start, err = newPosition(ctx, in.game, in.args); err != nil {
		if ctx.Err() != nil {
			return nil, errDeadline
		}
		if name := paramOf(in.game, err.Error()); name != "" {
			return nil, badParam(name, "%s: %v", in.game.Name, err)
		}
		return nil, badRequest("%s: %v", in.game.Name, err)
	}
	if len(req.Moves) > 0 {
		p := in.start
		for k, raw := range req.Moves {
			if err := ctx.Err(); err != nil {
				return nil, errDeadline
			}
			m, err := findMove(p, raw)
			if err != nil {
				return nil, badRequest("moves[%d]: %v", k, err)
			}
			_, next, err := game.Apply(p, m)
			if err != nil {
				return nil, badRequest("moves[%d]: %v", k, err)
			}
			in.moves = append(in.moves, m)
			p = next
		}
	}
	return in, nil
}

// MaxRules is the longest rules file a request may carry as "rules": 64
// KiB, a hundred times the examples'.
const MaxRules = 64 << 10

// rulesLimits bound the instances of a request's rules file: about what
// one core solves within [Deadline], in a quarter of a GiB; the deadline
// itself bounds the time. Its calls run on one goroutine: the request
// holds one heavy slot, one core.
var rulesLimits = games.Limits{Positions: 1_000_000, Memory: 256 << 20, Workers: 1}

// gameNamed returns the game of a request: the rules file whose source is
// rules, when it is set, and otherwise the registry's game called name
// (never a file: a request names no path on the server). A rules file is
// loaded ([games.Load]: its top level run, its examples solved) as a
// heavy request, within rulesLimits and the request's deadline; its
// errors are 400s that say "rules.star:line:col: msg". Its errors are
// *httpError.
func gameNamed(ctx context.Context, name, rules string) (*game.Spec, error) {
	switch {
	case rules != "" && name != "":
		return nil, badRequest(`give "game" or "rules", not both`)
	case rules == "":
		g, err := games.Lookup(name)
		if err != nil {
			return nil, badRequest("game: %v", err)
		}
		return g, nil
	case len(rules) > MaxRules:
		return nil, badRequest("rules: the file has %d bytes, more than %d (64 KiB)", len(rules), MaxRules)
	}
	if err := admit(ctx, true); err != nil { // a rules file's cost is its exploration
		return nil, err
	}
	g, err := games.Load(ctx, "rules.star", []byte(rules), rulesLimits)
	if err != nil {
		if ctx.Err() != nil {
			return nil, errDeadline
		}
		return nil, badRequest("rules: %v", err)
	}
	return g, nil
}

// only refuses the fields of other endpoints, so a mistyped request says
// what is wrong instead of being half understood.
func (in *instance) only(endpoint string, fields ...string) error {
	r := in.req
	set := map[string]bool{
		"line": r.Line, "moves": r.Moves != nil, "opponent": r.Opponent != "", "human": r.Human != 0,
		"seed": r.Seed != 0, "action": r.Action != "", "move": r.Move != nil,
	}
	allowed := map[string]bool{}
	for _, f := range fields {
		allowed[f] = true
	}
	for _, f := range []string{"line", "moves", "opponent", "human", "seed", "action", "move"} {
		if set[f] && !allowed[f] {
			return badRequest("%s takes no %q", endpoint, f)
		}
	}
	return nil
}

// parseArgs reads the parameters the game takes, in its order, each by
// the one reader of values ([input.ParseValue]), and refuses the ones it
// does not take.
func (in *instance) parseArgs() error {
	g := in.game
	got := in.req.Params
	if raw, ok := got["nums"]; ok {
		name := listName(g)
		if name == "" {
			return badRequest(`%s takes %s, not "nums"`, g.Name, paramNames(g))
		}
		if _, dup := got[name]; dup && name != "nums" {
			return badRequest(`give %q or "nums", not both`, name)
		}
		delete(got, "nums")
		got[name] = raw
	}
	for _, key := range slices.Sorted(maps.Keys(got)) { // sorted: the first unknown key is always the same one
		if _, ok := g.Param(key); !ok {
			if isParam(key) {
				return badRequest("%s takes %s, not %q", g.Name, paramNames(g), key)
			}
			return badRequest("unknown field %q: %s takes %s", key, g.Name, paramNames(g))
		}
	}
	in.args = make(game.Args, len(g.Params))
	for k, p := range g.Params {
		raw, ok := got[p.Name]
		if !ok || string(raw) == "null" {
			return badParam(p.Name, "%q is missing: %s takes %s, like %s", p.Name, g.Name, paramNames(g), exampleBody(g, in.req.Rules != ""))
		}
		a, err := input.ParseValue(game.Param{Name: p.Name, Kind: p.Kind}, raw)
		if err != nil {
			return badParam(p.Name, "%v", err)
		}
		in.args[k] = a
	}
	return nil
}

// splitBody decodes a request body: one JSON object whose parameter keys go
// to Params and whose other keys fill the struct, strictly (a known type
// for each, nothing after the object).
func splitBody(body []byte) (request, error) {
	var req request
	var fields map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(&fields); err != nil {
		return req, bodyError(err, `{"nums":[1,5,233,7]}`)
	}
	if dec.More() {
		return req, badRequest("the body holds more than one JSON value")
	}
	if fields == nil {
		return req, badRequest(`the body must be a JSON object, like {"nums":[1,5,233,7]}, not null`)
	}
	rest := map[string]json.RawMessage{}
	req.Params = map[string]json.RawMessage{}
	for k, v := range fields {
		if slices.Contains(endpointKeys, k) { // the request's own fields
			rest[k] = v
		} else {
			req.Params[k] = v
		}
	}
	b, _ := json.Marshal(rest)
	if err := json.Unmarshal(b, &req); err != nil {
		return req, badRequest("the body is not the JSON expected: %v", jsonError(err))
	}
	return req, nil
}

// gameOf returns the game a body without "game" names by its parameters:
// the only game whose parameters include every key given, as the CLI does
// ([games.ByNames]); the default game when none does, and an error naming
// the games when several do.
func gameOf(params map[string]json.RawMessage) (*game.Spec, error) {
	names := slices.Sorted(maps.Keys(params))
	g, err := games.ByNames(names, games.Default)
	if err != nil {
		return nil, badRequest("%v in \"game\"", err)
	}
	return g, nil
}

// isParam reports whether key names a parameter of some game.
func isParam(key string) bool {
	for _, g := range games.All() {
		if _, ok := g.Param(key); ok {
			return true
		}
	}
	return false
}

// listName returns the name of a game's one list parameter, "" when it
// takes several parameters or none is a list (its kind's values are not
// numbers, game.Numbers): "nums" stands for it.
func listName(g *game.Spec) string {
	if len(g.Params) != 1 || g.Params[0].Kind.Syntax() != game.Numbers {
		return ""
	}
	return g.Params[0].Name
}

// paramNames lists a game's parameters for a message: "\"aliceValues\" and
// \"bobValues\"".
func paramNames(g *game.Spec) string {
	var names []string
	for _, p := range g.Params {
		names = append(names, fmt.Sprintf("%q", p.Name))
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// exampleBody is a request body for g's first example:
// {"game":"stone-game-vi","aliceValues":[1,3],"bobValues":[2,1]}, or
// {"rules":"...",...} when g is a request's rules file.
func exampleBody(g *game.Spec, rules bool) string {
	b := []byte(`{"game":`)
	b = strconv.AppendQuote(b, g.Name)
	if rules {
		b = []byte(`{"rules":"..."`)
	}
	if len(g.Examples) > 0 {
		b = append(b, ',')
		b = append(b, g.AppendArgsJSON(nil, g.Examples[0].Args)[1:]...) // without its {
	} else {
		b = append(b, '}')
	}
	return string(b)
}

// findMove returns the legal move of p that raw names: the move's own JSON
// ("left", 3) or its String ("stone 3"). It knows no game: it decodes raw
// as the moves' own type when that type can be decoded (a stone's index),
// and otherwise compares raw with the JSON of each legal move.
func findMove(p game.Solvable, raw json.RawMessage) (game.Move, error) {
	var want bytes.Buffer
	if err := json.Compact(&want, raw); err != nil {
		return nil, err
	}
	moves := p.Moves()
	if len(moves) == 0 {
		return nil, errors.New("the game is already over")
	}
	// Fast path, O(len(moves)) comparisons: decode raw as a move.
	v := reflect.New(reflect.TypeOf(moves[0]))
	if json.Unmarshal(want.Bytes(), v.Interface()) == nil {
		if m, ok := v.Elem().Interface().(game.Move); ok && bytes.Equal(moveJSON(m), want.Bytes()) {
			for _, legal := range moves {
				if legal == m {
					return m, nil
				}
			}
		}
	}
	var str string
	isString := json.Unmarshal(raw, &str) == nil
	var names []string
	for _, m := range moves {
		b := moveJSON(m)
		if bytes.Equal(b, want.Bytes()) || isString && str == m.String() {
			return m, nil
		}
		if len(names) < 4 {
			names = append(names, string(b))
		}
	}
	if len(moves) > len(names) {
		names = append(names, "...")
	}
	return nil, fmt.Errorf("%s is not a legal move here: the moves are %s", want.String(), strings.Join(names, ", "))
}

// bodyError is the answer to a body the decoder refused: one that is not
// an object (an array, a number) is told so, with example, an object it
// takes; other errors as jsonError says them.
func bodyError(err error, example string) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) && te.Field == "" {
		return badRequest("the body must be a JSON object, like %s, not a JSON %s", example, te.Value)
	}
	return badRequest("the body is not the JSON expected: %v", jsonError(err))
}

// jsonError rewrites the decoder's errors for people who did not write the
// decoder.
func jsonError(err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return "the body is empty"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "the JSON ends too early"
	case errors.As(err, &se):
		return fmt.Sprintf("%v (at byte %d)", se, se.Offset)
	case errors.As(err, &te):
		return fmt.Sprintf("field %q must be a %s, not a JSON %s", te.Field, te.Type, te.Value)
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}
