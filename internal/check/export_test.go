package check

// Names the external tests need (cli_linux_test.go).

// HelperEnv makes the test binary run [CLIMain] on its arguments instead
// of the tests: stonegame itself, for the tests that signal a running
// check. See TestMain.
const HelperEnv = "STONEGAME_CHECK_HELPER"

const helperEnv = HelperEnv

// CLIMain is stonegame's main, set by the external tests: only they may
// import internal/cli, which imports check.
var CLIMain func(args []string) int

// FakeEnv and FakePidsEnv make the test binary a fake solution: see fake
// and setsidChild.
const (
	FakeEnv     = fakeEnv
	FakePidsEnv = fakePidsEnv
)

// FIFOSolution is fifoSolution.
var FIFOSolution = fifoSolution

// FakeProcs reads the processes the fakes wrote to file (see fakeProc),
// and FakeProcRuns reports whether such a process runs: it exists and
// is no zombie.
var FakeProcs = readFakeProcs

type FakeProc = fakeProc

func FakeProcRuns(p fakeProc) bool {
	state, ok := p.state()
	return ok && state != 'Z'
}
