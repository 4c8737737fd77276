var walk = function(labels, graph) {
  const memo = new Map();
  const wins = (at, visited) => {
    const key = at * 256 + visited;
    if (memo.has(key)) return memo.get(key);
    let w = false;
    for (const j of graph[at]) if (!(visited >> j & 1) && !wins(j, visited | 1 << j)) w = true;
    memo.set(key, w);
    return w;
  };
  return wins(0, 1);
};
