package match

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"stonegame/game"
)

// State describes a match completely, as plain data that marshals to JSON:
//
//	{"game":"predict-the-winner","args":[[1,5,100,7]],"human":1,
//	 "opponent":"greedy","seed":7,"moves":["left","right"]}
//
// Moves holds every move played, the computer's included, as their String
// ([ParseMove] reads them back).
type State struct {
	Game     string    `json:"game"`
	Args     game.Args `json:"args"`  // the instance, each value in LeetCode's notation
	Human    int       `json:"human"` // 1 or 2
	Opponent string    `json:"opponent"`
	Seed     uint64    `json:"seed"`
	Moves    []string  `json:"moves"`

	// raw holds "args" as UnmarshalJSON read them, when Args is nil: each
	// is read as its game's parameter by [Restore], which has the game.
	raw []json.RawMessage
}

// State returns the match as a State. It copies nothing but the moves' text:
// Args shares the match's instance.
func (m *Match) State() State {
	s := State{
		Game:     m.game.Name,
		Args:     m.args,
		Human:    int(m.human),
		Opponent: m.opp.Name(),
		Seed:     m.seed,
		Moves:    make([]string, len(m.played)),
	}
	for i, p := range m.played {
		s.Moves[i] = p.Move.String()
	}
	return s
}

// Restore rebuilds the match that s describes, a match of g (s.Game must
// be g's name: the caller finds the game, in the registry or a rules file
// the request carries), analyses included, and lets the computer move if
// it is its turn. It returns an error naming the problem for another game,
// an unknown opponent, a bad instance, a move that does not parse or is not
// legal, and a computer move that the opponent would not have made (the
// state was altered). It costs one Options call per move: O(len(Moves)·n)
// for the games known today.
func Restore(g *game.Spec, s State) (*Match, error) {
	if s.Game != g.Name {
		return nil, fmt.Errorf("the match is of %s, not %s", s.Game, g.Name)
	}
	if s.Args == nil && s.raw != nil {
		args, err := readArgs(g, s.raw)
		if err != nil {
			return nil, err
		}
		s.Args = args
	}
	opp, err := NewOpponent(s.Opponent)
	if err != nil {
		return nil, err
	}
	human := game.Player(s.Human)
	if human != game.First && human != game.Second {
		return nil, fmt.Errorf("human must be 1 or 2, not %d", s.Human)
	}
	if err := checkHuman(g, human); err != nil {
		return nil, err
	}
	start, err := g.Start(context.Background(), s.Args)
	if err != nil {
		return nil, err
	}
	m := &Match{game: g, args: s.Args, start: start, human: human, opp: opp, seed: s.Seed}
	m.setPos(start)
	for i, text := range s.Moves {
		mv, err := ParseMove(g, text)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		if m.Over() {
			return nil, fmt.Errorf("move %d: %w", i+1, ErrOver)
		}
		opts := m.options()
		isHuman := m.pos.Turn() == human
		if !isHuman {
			r := rand.New(rand.NewPCG(m.seed, uint64(len(m.played)+1)))
			if want := opp.Choose(m.pos, opts, r); want != mv {
				return nil, fmt.Errorf("move %d: the %s opponent plays %v here, not %v", i+1, opp.Name(), want, mv)
			}
		}
		if err := m.play(mv, opts, isHuman); err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	if err := m.computer(); err != nil {
		return nil, err
	}
	return m, nil
}

// UnmarshalJSON reads a State that MarshalJSON's encoding wrote. Its
// "args" are kept as they are written until [Restore], which knows the
// game, reads each as its parameter ([game.Param.Parse]); Args is nil
// until then.
func (s *State) UnmarshalJSON(b []byte) error {
	type plain State // without this method
	var raw struct {
		plain
		Args []json.RawMessage `json:"args"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	*s = State(raw.plain)
	s.Args, s.raw = nil, raw.Args
	if s.raw == nil {
		s.raw = []json.RawMessage{}
	}
	return nil
}

// readArgs reads a saved match's args as g's parameters.
func readArgs(g *game.Spec, raw []json.RawMessage) (game.Args, error) {
	if len(raw) != len(g.Params) {
		return nil, fmt.Errorf("args: %s takes %s, not %d values", g.Name, g.ParamNames(), len(raw))
	}
	args := make(game.Args, len(raw))
	for k, p := range g.Params {
		var err error
		if args[k], err = p.Parse(string(raw[k])); err != nil {
			return nil, err
		}
	}
	return args, nil
}
