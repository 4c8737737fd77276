package check

import (
	"context"
	"fmt"
	"os/exec"
	"runtime"
	"sync"
	"time"
)

// Time limits, as online judges keep them. A case's time is the CPU time
// (user and system) of the solution's whole process tree: every process
// of it while it runs, and the children each process has waited for (see
// [treeCPU]). The machine's load changes it little, where it changes the
// time on the clock as much as it likes: on a machine running 12 other
// jobs a solution that needs 0.2 s of CPU may take 2 s of wall time.
//
// How the limit is kept, chosen by measurement: check polls the tree's
// CPU time (/proc/PID/stat of each of its processes) every limit/20,
// between 5 and 50 ms, and once more at each answer, and kills the tree
// at the first reading past the limit. RLIMIT_CPU was the other choice;
// it is per process (a solution's children each get the whole limit), in
// whole seconds, and it cannot time one case of a process that answers
// many. Reading a tree of a few processes costs about 50 µs, so polling
// costs under 1% of a core.
//
//   - A harness that flushes each answer ([Program.PerCase]): case k's
//     time is the tree's CPU time between the answer before it and its
//     own. Case 1 is timed like the others: its time runs from the
//     start, less the program's start (an interpreter's, a JVM's: the CPU
//     time the program takes on no input, measured once per program, see
//     [startAllowance]).
//   - Any other program: the first k answers must come within k times the
//     limit, on top of the start.
//
// A solution that sleeps, or waits on something that never comes, uses no
// CPU time: the wall-clock backstop catches it, backstop(limit, k) =
// wallGrace + wallFactor·k·limit of wall time (25 s for one case under
// the default 2 s), and its report says so separately ("no answer within
// 25s of wall time: it sleeps or waits", against "time limit exceeded:
// 2.31 s of CPU, past the limit of 2s"). Where the tree's CPU time cannot
// be read (not Linux), the limit is on the clock, with startGrace on top
// for case 1.
//
// The speed hunt ([Config.Speed]) fits CPU times too, and a run that hit
// a limit is never a point of its fit.

// cpuLimits says that the limits are on CPU time: the tree's can be read.
var cpuLimits = runtime.GOOS == "linux"

// The wall-clock backstop: wallGrace + wallFactor·k·limit for k cases.
// Variables for the tests, which make a sleeping solution's wait short.
var (
	wallFactor = 10
	wallGrace  = 5 * time.Second
)

// backstop is the wall time k cases may take under limit.
func backstop(limit time.Duration, k int) time.Duration {
	return wallGrace + time.Duration(wallFactor*k)*limit
}

// cpuPoll is how often the tree's CPU time is read under limit.
func cpuPoll(limit time.Duration) time.Duration {
	return min(max(limit/20, 5*time.Millisecond), 50*time.Millisecond)
}

// cpuDetail says how much CPU time a case took past limit.
func cpuDetail(used, limit time.Duration) string {
	return fmt.Sprintf("%s of CPU, past the limit of %v", FormatSeconds(used.Seconds()), limit)
}

// startCosts are the programs' start costs, measured once each.
var startCosts sync.Map // *Program -> *startCost

type startCost struct {
	once sync.Once
	d    time.Duration
}

// startAllowance returns the CPU time case 1 may take on top of the limit:
// 1.5 times what prog takes to start and exit on no input, plus 20 ms. It
// runs prog once, the first time it is asked for prog, for at most
// wallGrace (a program that does not exit on no input is killed then, its
// CPU time so far taken as its start).
func startAllowance(ctx context.Context, prog *Program) time.Duration {
	v, _ := startCosts.LoadOrStore(prog, &startCost{})
	sc := v.(*startCost)
	sc.once.Do(func() { sc.d = measureStart(ctx, prog) })
	return sc.d*3/2 + 20*time.Millisecond
}

// measureStart returns the CPU time of prog's tree on an empty input.
func measureStart(ctx context.Context, prog *Program) time.Duration {
	cmd := exec.Command(prog.Argv[0], prog.Argv[1:]...)
	cmd.Dir = prog.Dir
	t, err := start(cmd) // no input: its standard input is /dev/null
	if err != nil {
		return 0
	}
	defer t.kill()
	timer := time.NewTimer(wallGrace)
	defer timer.Stop()
	select {
	case <-t.exited:
	case <-timer.C:
	case <-ctx.Done():
	}
	d, _ := treeCPU(t)
	return d
}

// clockTicks is the unit of the times of /proc/PID/stat (USER_HZ, 100 on
// every Linux architecture).
const clockTicks = 100

// A cpuSample is a reading of a process's CPU time: each live thread's,
// precise, and the whole process's in clock ticks (10 ms).
type cpuSample struct {
	threads map[string]time.Duration // by thread ID
	ticks   time.Duration
}

// since returns the CPU time the process used between the readings c0 and
// c: what each thread of c ran since c0 (all of it for a thread started
// since), never less than the ticks' difference less a tick. Summing the
// threads alone, as first done, went back in time when a thread ended (a
// Go program's threads come and go): a case timed at -1.2 s made the
// speed hunt run it 1000 times, for minutes.
func (c cpuSample) since(c0 cpuSample) time.Duration {
	var d time.Duration
	for tid, t := range c.threads {
		d += t - c0.threads[tid]
	}
	return max(d, c.ticks-c0.ticks-time.Second/clockTicks, 0)
}
