package match

import (
	"fmt"
	"math/rand/v2"

	"stonegame/game"
	"stonegame/games"
)

// State describes a match completely, as plain data that marshals to JSON:
//
//	{"game":"predict-the-winner","lists":[[1,5,100,7]],"human":1,
//	 "opponent":"greedy","seed":7,"moves":["left","right"]}
//
// Moves holds every move played, the computer's included, as their String
// ([ParseMove] reads them back).
type State struct {
	Game     string    `json:"game"`
	Lists    [][]int64 `json:"lists"`
	Human    int       `json:"human"` // 1 or 2
	Opponent string    `json:"opponent"`
	Seed     uint64    `json:"seed"`
	Moves    []string  `json:"moves"`
}

// State returns the match as a State. It copies nothing but the moves' text:
// Lists shares the match's numbers.
func (m *Match) State() State {
	s := State{
		Game:     m.game.Name,
		Lists:    m.lists,
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

// Restore rebuilds the match that s describes, analyses included, and lets
// the computer move if it is its turn. It returns an error naming the
// problem for an unknown game or opponent, a bad instance, a move that does
// not parse or is not legal, and a computer move that the opponent would not
// have made (the state was altered). It costs one Options call per move:
// O(len(Moves)·n) for the games known today.
func Restore(s State) (*Match, error) {
	g, err := games.Lookup(s.Game)
	if err != nil {
		return nil, err
	}
	opp, err := NewOpponent(s.Opponent)
	if err != nil {
		return nil, err
	}
	human := game.Player(s.Human)
	if human != game.First && human != game.Second {
		return nil, fmt.Errorf("human must be 1 or 2, not %d", s.Human)
	}
	start, err := g.New(s.Lists...)
	if err != nil {
		return nil, err
	}
	m := &Match{game: g, lists: s.Lists, start: start, human: human, opp: opp, seed: s.Seed}
	m.setPos(start)
	for i, text := range s.Moves {
		mv, err := ParseMove(g, text)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		if m.Over() {
			return nil, fmt.Errorf("move %d: %w", i+1, ErrOver)
		}
		opts := m.pos.Options()
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
