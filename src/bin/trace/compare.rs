//! `--compare`: the counts of every method at one n, side by side, so that what bit masks, the
//! mirror and the most constrained row each buy shows in one table.

use crate::list;
use crate::methods::Method;
use crate::search::{Counts, Line};

/// Runs every method on an n×n board, counting only, and lays the counts out as a table.
pub fn table(n: usize) -> String {
    let runs: Vec<(Method, Counts)> = Method::ALL
        .iter()
        .map(|&method| (method, method.run(n, None).0))
        .collect();
    let mut rows: Vec<(String, Vec<String>)> = Vec::new();
    let cell = |value: &dyn Fn(&Counts) -> String| runs.iter().map(|(_, c)| value(c)).collect();
    for depth in 0..=n {
        rows.push((
            format!("nodes at depth {depth}"),
            cell(&|c| c.nodes[depth].to_string()),
        ));
    }
    rows.push((
        "nodes in all".into(),
        cell(&|c| c.total_nodes().to_string()),
    ));
    for line in [Line::Column, Line::Back, Line::Slash] {
        let label = format!("refused: {}", line.name());
        rows.push((label, cell(&|c| c.refusals[line.index()].to_string())));
    }
    rows.push(("dead ends".into(), cell(&|c| c.dead_ends.to_string())));
    rows.push(("solutions".into(), cell(&|c| c.solutions.to_string())));
    rows.push(("time".into(), cell(&list::milliseconds)));
    let names: Vec<String> = runs.iter().map(|(m, _)| m.name().to_string()).collect();
    layout(&format!("n = {n}"), &names, &rows)
}

/// The table: labels left-aligned, each column right-aligned to its widest cell.
fn layout(corner: &str, names: &[String], rows: &[(String, Vec<String>)]) -> String {
    let label_width = rows
        .iter()
        .map(|(label, _)| label.len())
        .chain([corner.len()])
        .max()
        .unwrap_or(0);
    let widths: Vec<usize> = (0..names.len())
        .map(|i| {
            let cells = rows.iter().map(|(_, cells)| cells[i].len());
            cells.chain([names[i].len()]).max().unwrap_or(0)
        })
        .collect();
    let line = |label: &str, cells: &[String]| {
        let mut text = format!("{label:<label_width$}");
        for (cell, width) in cells.iter().zip(&widths) {
            text += &format!("  {cell:>width$}");
        }
        text + "\n"
    };
    let mut text = line(corner, names);
    for (label, cells) in rows {
        text += &line(label, cells);
    }
    text
}
