class Solution:
    # the-wording-game: each player answers with their smallest closely
    # greater word; the first who has none loses.
    def canAliceWin(self, a: List[str], b: List[str]) -> bool:
        lists = [a, b]
        at = [1, 0]
        last = a[0]
        turn = 1  # Bob answers Alice's first word
        while True:
            words, i = lists[turn], at[turn]
            while i < len(words):
                w = words[i]
                i += 1
                if (w[0] == last[0] and w > last) or ord(w[0]) == ord(last[0]) + 1:
                    last = w
                    break
            else:
                return turn == 1
            at[turn] = i
            turn = 1 - turn
