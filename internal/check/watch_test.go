package check

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRemoveTemp: the temporary folder is gone, with what it holds, and
// a folder already gone is no error.
func TestRemoveTemp(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "stonegame-check-1")
	if err := os.MkdirAll(filepath.Join(dir, "a", "b"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "a", "b", "f"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	RemoveTemp(dir)
	if _, err := os.Lstat(dir); !os.IsNotExist(err) {
		t.Errorf("after RemoveTemp: %v, want the folder gone", err)
	}
	RemoveTemp(dir)
}
