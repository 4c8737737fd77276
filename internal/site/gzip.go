package site

import (
	"compress/gzip"
	"fmt"
	"io"
	"os"
)

// GzipCopy writes beside the file at path its copy gzipped at the best
// level, path + ".gz". The site's worker fetches stonegame.wasm.gz, and
// decompresses it as it arrives, from a host that sends stonegame.wasm as
// it is (python3 -m http.server, a bucket without compression): 17 MB
// become about 3.6 MB on the way. A host that compresses (GitHub Pages,
// most servers) sends stonegame.wasm itself, and the copy stays unread.
func GzipCopy(path string) (err error) {
	in, err := os.Open(path)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(path + ".gz")
	if err != nil {
		return err
	}
	defer func() {
		if cerr := out.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(path + ".gz")
			err = fmt.Errorf("compressing %s: %w", path, err)
		}
	}()
	w, err := gzip.NewWriterLevel(out, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := io.Copy(w, in); err != nil {
		return err
	}
	return w.Close()
}
