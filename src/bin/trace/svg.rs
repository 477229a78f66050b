//! `--svg FILE`: the search tree drawn, one small partial board a node (`<g class="node">`),
//! the squares refused at that node crossed out in red, the branches with no solution below
//! them faded, the solutions framed in gold. A browser opens the file.

use crate::record;
use crate::search::{Counts, Method, Step};
use std::fmt::Write;

/// A square's side in the small boards, in pixels: a board about 36 pixels wide, squares at
/// least 6 pixels.
fn cell_size(n: usize) -> usize {
    (36 / n).max(6)
}
/// Room above the tree for its title.
const TOP: usize = 44;
const MARGIN: usize = 12;

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
            Step::Half { .. } | Step::Choose { .. } => {}
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

    /// Each node's place across, in slots: the leaves one slot apart in the search's order,
    /// a parent above the middle of its children.
    fn across(&self) -> Vec<f64> {
        let mut x = vec![0.0; self.nodes.len()];
        let mut leaves = 0.0;
        for (index, node) in self.nodes.iter().enumerate() {
            if node.children.is_empty() {
                x[index] = leaves;
                leaves += 1.0;
            }
        }
        for (index, node) in self.nodes.iter().enumerate().rev() {
            if let (Some(first), Some(last)) = (node.children.first(), node.children.last()) {
                x[index] = (x[*first] + x[*last]) / 2.0;
            }
        }
        x
    }
}

/// Records the method's steps into the tree, and draws the tree.
pub fn draw(method: Method, n: usize) -> (String, Counts) {
    let mut tree = Tree::new();
    let (counts, _) = record::record(method, n, &mut |step, _| {
        tree.step(step);
        Ok(())
    });
    (picture(&tree, method, n, &counts), counts)
}

/// The whole SVG document.
fn picture(tree: &Tree, method: Method, n: usize, counts: &Counts) -> String {
    let board = n * cell_size(n);
    let (slot, level) = (board + 10, board + 30);
    let x = tree.across();
    let fruitful = tree.fruitful();
    let slots = x.iter().cloned().fold(0.0, f64::max) as usize + 1;
    let width = 2 * MARGIN + slots * slot;
    let height = TOP + MARGIN + (n + 1) * level;
    let place = |index: usize| {
        let left = MARGIN as f64 + x[index] * slot as f64;
        (left, (TOP + tree.nodes[index].depth * level) as f64)
    };
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \
         width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" \
         font-family=\"sans-serif\" font-size=\"12\">"
    );
    svg += "<style>.light{fill:#f0d9b5}.dark{fill:#b58863}.queen{fill:#111}\
            .refused{stroke:#d00;stroke-width:1.2}.frame{fill:none;stroke:#777}\
            .solution{stroke:#e0a000;stroke-width:3}.dead{fill:#d00;opacity:0.35}\
            .edge{stroke:#888}</style>\n";
    let _ = writeln!(
        svg,
        "<text x=\"{MARGIN}\" y=\"18\">trace {}, n = {n}: {} nodes, {} solutions</text>\n\
         <text x=\"{MARGIN}\" y=\"34\">red cross: a square refused; faded: no solution below \
         (pruned); gold frame: a solution</text>",
        method.name(),
        counts.total_nodes(),
        counts.solutions
    );
    svg += "<g class=\"edges\">\n";
    for (index, node) in tree.nodes.iter().enumerate().skip(1) {
        let ((x1, y1), (x2, y2)) = (place(node.parent), place(index));
        let half = board as f64 / 2.0;
        let faded = if fruitful[index] {
            ""
        } else {
            " opacity=\"0.3\""
        };
        let _ = writeln!(
            svg,
            "<line class=\"edge\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{y2}\"{faded}/>",
            x1 + half,
            y1 + board as f64,
            x2 + half
        );
    }
    svg += "</g>\n";
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
        "<rect class=\"{frame}\" x=\"0\" y=\"0\" width=\"{side}\" height=\"{side}\"/>\n</g>"
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
