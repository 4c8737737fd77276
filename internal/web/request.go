package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"

	"stonegame/game"
	"stonegame/games"
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
type request struct {
	Game        string            `json:"game"`
	Nums        json.RawMessage   `json:"nums"`
	AliceValues json.RawMessage   `json:"aliceValues"`
	BobValues   json.RawMessage   `json:"bobValues"`
	Line        bool              `json:"line"`     // solve: add the optimal line
	Moves       []json.RawMessage `json:"moves"`    // move, analyze: the moves played from the start
	Opponent    string            `json:"opponent"` // move, play: the computer's opponent
	Human       int               `json:"human"`    // play: the human's side, 1 or 2
	Seed        uint64            `json:"seed"`     // play: the seed of the computer's random choices
	Action      string            `json:"action"`   // play: start, play, undo, hint
	Move        json.RawMessage   `json:"move"`     // play: the human's move
}

// requestKeys are the keys a request may have, spelled exactly.
var requestKeys = jsonNames(reflect.TypeFor[request]())

// instance is a decoded request: the game, its starting position and the
// moves played, checked.
type instance struct {
	game  *games.Game
	start game.Solvable
	lists [][]int64
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

// decode reads and checks the body of r: valid JSON, known fields, a known
// game, numbers that fit in int64, an instance game.New accepts and legal
// moves. Its errors are *httpError.
func decode(w http.ResponseWriter, r *http.Request) (*instance, error) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBody))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, &httpError{http.StatusRequestEntityTooLarge, fmt.Sprintf("the request body is larger than %d bytes (8 MiB)", MaxBody)}
		}
		return nil, badRequest("reading the request body: %v", err)
	}
	var req request
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return nil, badRequest("the body is not the JSON expected: %v", jsonError(err))
	}
	if dec.More() {
		return nil, badRequest("the body holds more than one JSON value")
	}
	if err := checkKeys(body, requestKeys); err != nil {
		return nil, badRequest("the body is not the JSON expected: %v", err)
	}
	in := &instance{game: games.Default, req: req}
	if req.Game == "" && (req.AliceValues != nil || req.BobValues != nil) {
		// As the CLI does with --alice/--bob: the game that takes pairs.
		for _, g := range games.All() {
			if g.Input == games.Pair {
				in.game = g
				break
			}
		}
	}
	if req.Game != "" {
		if in.game, err = games.Lookup(req.Game); err != nil {
			return nil, badRequest("game: %v", err)
		}
	}
	if err := in.parseLists(); err != nil {
		return nil, err
	}
	if in.start, err = in.game.New(in.lists...); err != nil {
		return nil, badRequest("%s: %v", in.game.Name, err)
	}
	if n := len(in.lists[0]); len(req.Moves) > 0 && len(req.Moves)*n > MaxWork {
		return nil, badRequest("moves: %d moves on %d items is too much work: replaying and judging them costs moves × items, at most %d; send fewer moves or a shorter row", len(req.Moves), n, MaxWork)
	}
	if err := heavy(r.Context(), len(in.lists[0]), len(req.Moves)); err != nil {
		return nil, err
	}
	if len(req.Moves) > 0 {
		p := in.start
		for k, raw := range req.Moves {
			if err := r.Context().Err(); err != nil {
				return nil, errDeadline
			}
			m, err := findMove(p, raw)
			if err != nil {
				return nil, badRequest("moves[%d]: %v", k, err)
			}
			_, next, err := p.Play(m)
			if err != nil {
				return nil, badRequest("moves[%d]: %v", k, err)
			}
			in.moves = append(in.moves, m)
			p = next.(game.Solvable)
		}
	}
	return in, nil
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

// parseLists reads the numbers the game takes and refuses the fields it does
// not.
func (in *instance) parseLists() error {
	present := func(raw json.RawMessage) bool { return len(raw) > 0 && string(raw) != "null" }
	name := in.game.Name
	switch in.game.Input {
	case games.Row:
		if present(in.req.AliceValues) || present(in.req.BobValues) {
			return badRequest(`%s takes "nums", not "aliceValues" and "bobValues"`, name)
		}
		if !present(in.req.Nums) {
			return badRequest(`"nums" is missing: %s takes a row, like {"game":%q,"nums":[1,5,233,7]}`, name, name)
		}
		row, err := parseInts("nums", in.req.Nums)
		if err != nil {
			return badRequest("%v", err)
		}
		in.lists = [][]int64{row}
	case games.Pair:
		if present(in.req.Nums) {
			return badRequest(`%s takes "aliceValues" and "bobValues", not "nums"`, name)
		}
		var lists [][]int64
		for _, f := range []struct {
			name string
			raw  json.RawMessage
		}{{"aliceValues", in.req.AliceValues}, {"bobValues", in.req.BobValues}} {
			if !present(f.raw) {
				return badRequest(`%q is missing: %s takes {"aliceValues":[1,3],"bobValues":[2,1]}`, f.name, name)
			}
			l, err := parseInts(f.name, f.raw)
			if err != nil {
				return badRequest("%v", err)
			}
			lists = append(lists, l)
		}
		in.lists = lists
	}
	return nil
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
