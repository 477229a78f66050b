//! Bit masks with the left/right mirror: a solution's mirror image (column c ↦ n − 1 − c) is a
//! solution too, so the first row is tried only in its left half and each solution found counts
//! twice. For odd n the middle column of the first row is its own mirror: under it, the second
//! row is tried only left of the middle, and those solutions count twice as well (n = 1 aside:
//! its one solution is its own mirror).

use crate::bits::{self, Masks};
use crate::search::{Search, Step};

pub fn search(search: &mut Search) {
    let n = search.n;
    let half = n / 2;
    let mut queens = Vec::with_capacity(n);
    if half > 0 {
        search.note(Step::Half { row: 0, upto: half });
        bits::place_row(search, Masks::default(), half, &mut queens, true);
    }
    if n.is_multiple_of(2) || search.stopped() {
        return;
    }
    // The middle column of the first row: nothing refuses it on an empty board.
    let middle = half;
    queens.push(middle);
    search.place(0, middle, 1);
    if n == 1 {
        search.solution(&queens, false);
    } else {
        search.note(Step::Half {
            row: 1,
            upto: middle,
        });
        let below = Masks::default().below(bits::bit(n, middle), n);
        bits::place_row(search, below, middle, &mut queens, true);
    }
    queens.pop();
    search.backtrack(0, middle);
}
