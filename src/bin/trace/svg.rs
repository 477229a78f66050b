//! `--svg FILE`: the search tree drawn, one small partial board a node (`<g class="node">`)
//! labelled with the square its queen stands on, the squares refused at that node crossed out
//! in red, the branches with no solution below them faded, the solutions framed in gold. A tree
//! wider than `MAX_WIDTH` wraps: the first row's queens are split into bands, one under the
//! other, so that n = 6 reads without scrolling sideways. A browser opens the file.

use crate::methods::Source;
use crate::record;
use crate::search::{Counts, Step};
use std::fmt::Write;

/// A square's side in the small boards, in pixels: a board about 48 pixels wide, squares at
/// least 8 pixels.
fn cell_size(n: usize) -> usize {
    (48 / n).max(8)
}
const MARGIN: usize = 12;
/// The widest band of the tree, in pixels: a wider tree wraps.
const MAX_WIDTH: usize = 1200;
/// The legend, a line each, under the title.
const LEGEND: [&str; 3] = [
    "red cross: a square tried and refused there",
    "faded: explored, no solution below",
    "gold frame: a solution",
];
/// The room a character of the title and the legend takes at font-size 12, in pixels: a
/// sans-serif letter averages about 6.5, so 7 keeps every line inside the picture.
const CHAR_WIDTH: usize = 7;
/// Room above the tree for the title and the legend.
const TOP: usize = 34 + 16 * LEGEND.len();

/// One node of the tree: the queens on its board, and what the search did under it.
struct Node {
    parent: usize,
    depth: usize,
    queens: Vec<(usize, usize)>,
    /// The squares tried from this node and refused.
    refused: Vec<(usize, usize)>,
    /// The most constrained row: the row found with no free square.
    dead_row: Option<usize>,
    solution: bool,
    children: Vec<usize>,
}

/// The tree as the steps build it: a placement opens a child, a backtrack returns to the parent.
struct Tree {
    nodes: Vec<Node>,
    current: usize,
}

impl Tree {
    fn new() -> Self {
        let root = Node {
            parent: 0,
            depth: 0,
            queens: Vec::new(),
            refused: Vec::new(),
            dead_row: None,
            solution: false,
            children: Vec::new(),
        };
        Tree {
            nodes: vec![root],
            current: 0,
        }
    }

    fn step(&mut self, step: &Step) {
        let current = self.current;
        match *step {
            Step::Try {
                row,
                col,
                refused: Some(_),
            } => self.nodes[current].refused.push((row, col)),
            Step::Try {
                row,
                col,
                refused: None,
            } => {
                let mut queens = self.nodes[current].queens.clone();
                queens.push((row, col));
                let child = Node {
                    parent: current,
                    depth: self.nodes[current].depth + 1,
                    queens,
                    refused: Vec::new(),
                    dead_row: None,
                    solution: false,
                    children: Vec::new(),
                };
                self.nodes.push(child);
                self.current = self.nodes.len() - 1;
                self.nodes[current].children.push(self.current);
            }
            Step::Backtrack { .. } => self.current = self.nodes[current].parent,
            Step::Solution { .. } => self.nodes[current].solution = true,
            Step::DeadEnd { row } => self.nodes[current].dead_row = Some(row),
            Step::Half { .. } | Step::Choose { .. } | Step::Broken { .. } => {}
        }
    }

    /// Whether a solution lies at or below each node.
    fn fruitful(&self) -> Vec<bool> {
        let mut fruitful: Vec<bool> = self.nodes.iter().map(|node| node.solution).collect();
        for index in (1..self.nodes.len()).rev() {
            if fruitful[index] {
                fruitful[self.nodes[index].parent] = true;
            }
        }
        fruitful
    }

    /// Each node's place: its band, and across it, in slots. The leaves of a band are one
    /// slot apart in the search's order, a parent above the middle of its children; the root's
    /// children go into bands in order, a band holding at most `slots` leaves (or one subtree).
    fn layout(&self, slots: usize) -> (Vec<usize>, Vec<f64>) {
        let mut leaves = vec![0usize; self.nodes.len()];
        for (index, node) in self.nodes.iter().enumerate().rev() {
            if node.children.is_empty() {
                leaves[index] = 1;
            }
            if index > 0 {
                leaves[node.parent] += leaves[index];
            }
        }
        let mut band = vec![0; self.nodes.len()];
        let (mut current, mut used) = (0, 0);
        for &child in &self.nodes[0].children {
            if used > 0 && used + leaves[child] > slots {
                (current, used) = (current + 1, 0);
            }
            band[child] = current;
            used += leaves[child];
        }
        let mut x = vec![0.0; self.nodes.len()];
        let mut next = vec![0.0; current + 1];
        for (index, node) in self.nodes.iter().enumerate().skip(1) {
            if node.parent != 0 {
                band[index] = band[node.parent];
            }
            if node.children.is_empty() {
                x[index] = next[band[index]];
                next[band[index]] += 1.0;
            }
        }
        for (index, node) in self.nodes.iter().enumerate().rev() {
            let children = node
                .children
                .iter()
                .filter(|&&child| band[child] == band[index]);
            let xs: Vec<f64> = children.map(|&child| x[child]).collect();
            if let (Some(first), Some(last)) = (xs.first(), xs.last()) {
                x[index] = (first + last) / 2.0;
            }
        }
        (band, x)
    }
}

/// Records the method's steps into the tree, and draws the tree.
pub fn draw(source: &Source, n: usize) -> (String, Counts) {
    let mut tree = Tree::new();
    let (counts, _) = record::record(source, n, &mut |step, _| {
        tree.step(step);
        Ok(())
    });
    (picture(&tree, source.name(), n, &counts), counts)
}

/// The whole SVG document.
fn picture(tree: &Tree, name: &str, n: usize, counts: &Counts) -> String {
    let board = n * cell_size(n);
    let (slot, level) = (board + 14, board + 36);
    let (band, x) = tree.layout((MAX_WIDTH - 2 * MARGIN) / slot);
    let fruitful = tree.fruitful();
    let bands = band.iter().max().map_or(1, |last| last + 1);
    let band_height = (n + 1) * level;
    let slots = x.iter().cloned().fold(0.0, f64::max) as usize + 1;
    let title = format!(
        "trace {name}, n = {n}: {} nodes, {} solutions",
        counts.total_nodes(),
        counts.solutions
    );
    let lines = LEGEND.iter().copied().chain([title.as_str()]);
    let legend_width = lines.map(|line| line.chars().count()).max().unwrap_or(0) * CHAR_WIDTH;
    let width = 2 * MARGIN + (slots * slot).max(legend_width);
    let height = TOP + bands * band_height;
    let place = |index: usize| {
        let left = MARGIN as f64 + x[index] * slot as f64;
        let top = TOP + band[index] * band_height + tree.nodes[index].depth * level;
        (left, top as f64)
    };
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \
         width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" \
         font-family=\"sans-serif\" font-size=\"12\">"
    );
    svg += "<style>.light{fill:#f0d9b5}.dark{fill:#b58863}.queen{fill:#111}\
            .refused{stroke:#d00;stroke-width:1.4}.frame{fill:none;stroke:#777}\
            .solution{stroke:#e0a000;stroke-width:3}.dead{fill:#d00;opacity:0.35}\
            .edge{stroke:#888}.label{font-size:10px;fill:#333}.band{fill:#666}</style>\n";
    let _ = writeln!(svg, "<text x=\"{MARGIN}\" y=\"18\">{title}</text>");
    for (line, text) in LEGEND.iter().enumerate() {
        let _ = writeln!(
            svg,
            "<text x=\"{MARGIN}\" y=\"{}\">{text}</text>",
            34 + 16 * line
        );
    }
    svg += "<g class=\"edges\">\n";
    let half = board as f64 / 2.0;
    for (index, node) in tree.nodes.iter().enumerate().skip(1) {
        let ((x1, y1), (x2, y2)) = (place(node.parent), place(index));
        let faded = if fruitful[index] {
            ""
        } else {
            " opacity=\"0.3\""
        };
        // Under a band of its own, a first queen's edge comes from a stub, not the root.
        let (x1, y1) = if band[index] == band[node.parent] {
            (x1 + half, y1 + board as f64 + 14.0)
        } else {
            (x2 + half, y2 - level as f64 + board as f64)
        };
        let _ = writeln!(
            svg,
            "<line class=\"edge\" x1=\"{x1}\" y1=\"{y1}\" x2=\"{}\" y2=\"{y2}\"{faded}/>",
            x2 + half
        );
    }
    svg += "</g>\n";
    for later in 1..bands {
        let y = TOP + later * band_height + board - 4;
        let _ = writeln!(
            svg,
            "<text class=\"band\" x=\"{MARGIN}\" y=\"{y}\">the tree, continued: more first \
             queens under the start</text>"
        );
    }
    for (index, node) in tree.nodes.iter().enumerate() {
        svg += &node_element(node, n, place(index), fruitful[index]);
    }
    svg += "</svg>\n";
    svg
}

/// One node: `<g class="node">` holding its title, its small board, its queens and its marks.
fn node_element(node: &Node, n: usize, (left, top): (f64, f64), fruitful: bool) -> String {
    let faded = if fruitful { "" } else { " opacity=\"0.35\"" };
    let cell = cell_size(n);
    let mut g = format!("<g class=\"node\" transform=\"translate({left} {top})\"{faded}>\n");
    let _ = writeln!(g, "<title>{}</title>", title(node));
    for row in 0..n {
        for col in 0..n {
            let shade = if (row + col) % 2 == 0 {
                "light"
            } else {
                "dark"
            };
            let (x, y) = (col * cell, row * cell);
            let _ = writeln!(
                g,
                "<rect class=\"{shade}\" x=\"{x}\" y=\"{y}\" width=\"{cell}\" height=\"{cell}\"/>"
            );
        }
    }
    let middle = |i: usize| (i * cell) as f64 + cell as f64 / 2.0;
    let radius = cell as f64 * 0.37;
    for &(row, col) in &node.queens {
        let (cx, cy) = (middle(col), middle(row));
        let _ = writeln!(
            g,
            "<circle class=\"queen\" cx=\"{cx}\" cy=\"{cy}\" r=\"{radius}\"/>"
        );
    }
    for &(row, col) in &node.refused {
        let (x, y, e) = (col * cell + 1, row * cell + 1, cell - 2);
        let d = format!("M{x} {y}l{e} {e}M{} {y}l-{e} {e}", x + e);
        let _ = writeln!(g, "<path class=\"refused\" d=\"{d}\"/>");
    }
    if let Some(row) = node.dead_row {
        let (y, w) = (row * cell, n * cell);
        let _ = writeln!(
            g,
            "<rect class=\"dead\" x=\"0\" y=\"{y}\" width=\"{w}\" height=\"{cell}\"/>"
        );
    }
    let frame = if node.solution {
        "frame solution"
    } else {
        "frame"
    };
    let side = n * cell;
    let _ = writeln!(
        g,
        "<rect class=\"{frame}\" x=\"0\" y=\"0\" width=\"{side}\" height=\"{side}\"/>"
    );
    let label = match node.queens.last() {
        Some((row, col)) if node.depth > 0 => format!("({row},{col})"),
        _ => "start".to_string(),
    };
    let _ = writeln!(
        g,
        "<text class=\"label\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{label}</text>\n</g>",
        side as f64 / 2.0,
        side + 11
    );
    g
}

/// The node in words, for a browser's tooltip.
fn title(node: &Node) -> String {
    let squares = |list: &[(usize, usize)]| {
        let words: Vec<String> = list.iter().map(|(r, c)| format!("({r},{c})")).collect();
        words.join(" ")
    };
    let mut text = format!("depth {}", node.depth);
    if !node.queens.is_empty() {
        text += &format!(": queens {}", squares(&node.queens));
    }
    if !node.refused.is_empty() {
        text += &format!("; refused {}", squares(&node.refused));
    }
    if let Some(row) = node.dead_row {
        text += &format!("; dead end: row {row} has no free square");
    }
    if node.solution {
        text += "; a solution";
    }
    text
}
