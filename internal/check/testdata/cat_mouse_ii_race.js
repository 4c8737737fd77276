// cat-and-mouse-ii, wrong: a race to the food, Mouse first, as if Cat
// could never catch her on the way.
var canMouseWin = function (grid, catJump, mouseJump) {
  const rows = grid.length, cols = grid[0].length;
  const find = (ch) => {
    for (let r = 0; r < rows; r++) {
      const c = grid[r].indexOf(ch);
      if (c >= 0) return [r, c];
    }
  };
  const dist = (start, jump) => {
    const d = Array.from({ length: rows }, () => Array(cols).fill(Infinity));
    d[start[0]][start[1]] = 0;
    const q = [start];
    while (q.length) {
      const [r0, c0] = q.shift();
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        for (let k = 1; k <= jump; k++) {
          const r = r0 + k * dr, c = c0 + k * dc;
          if (r < 0 || r >= rows || c < 0 || c >= cols || grid[r][c] === "#") break;
          if (d[r][c] === Infinity) {
            d[r][c] = d[r0][c0] + 1;
            q.push([r, c]);
          }
        }
      }
    }
    return d;
  };
  const f = find("F");
  const m = dist(find("M"), mouseJump)[f[0]][f[1]];
  const c = dist(find("C"), catJump)[f[0]][f[1]];
  return m <= c;
};
