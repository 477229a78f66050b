"use strict";
// The page of `trace --html`: replays the recorder's steps (the data above, written by trace)
// on a board, a tree and a table of counts. Step k is the k-th line of trace's list; step 0 is
// the empty board before the search.

const T = JSON.parse(document.getElementById("trace-data").textContent);
const N = T.n;
const STEPS = T.steps;
const LAST = STEPS.length;
const SVG = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);
const LINES = { c: "column", b: "\\ diagonal", s: "/ diagonal", w: "row", r: "reserved square" };
const KEYS = ["c", "b", "s", "w", "r"];
const BITS = T.method === "bits" || T.method === "mirror";
const PIECE = T.piece;
/// The methods that keep boolean arrays: the page shows their three arrays under the board.
const ARRAYS = T.method === "arrays" || T.method === "constrained";

// ---- The replay: the tree the steps grow, and where the search stands after each step ----

/// A node: a queen placed (the root: the empty board), when it was placed (`born`), when it
/// was taken off again (`done`), the first solution found at or below it (`fruit`).
const nodes = [{ parent: -1, depth: 0, row: -1, col: -1, children: [], born: 0,
  done: Infinity, fruit: Infinity, solved: Infinity, dead: Infinity, queens: [] }];
/// `at[k]`: the node the search stands on after step k.
const at = new Int32Array(LAST + 1);
/// Running counts after each step: refusals by line, solutions, dead ends.
const refusedSoFar = KEYS.map(() => new Int32Array(LAST + 1));
const solutionsSoFar = new Int32Array(LAST + 1);
const deadSoFar = new Int32Array(LAST + 1);

(function replay() {
  let current = 0;
  STEPS.forEach((step, index) => {
    const k = index + 1;
    const [kind, row, col] = step;
    for (let line = 0; line < KEYS.length; line++) {
      refusedSoFar[line][k] = refusedSoFar[line][k - 1];
    }
    solutionsSoFar[k] = solutionsSoFar[k - 1];
    deadSoFar[k] = deadSoFar[k - 1];
    const node = nodes[current];
    if (kind === "p") {
      const queens = node.queens.concat([[row, col]]).sort((a, b) => a[0] - b[0]);
      nodes.push({ parent: current, depth: node.depth + 1, row, col, children: [], born: k,
        done: Infinity, fruit: Infinity, solved: Infinity, dead: Infinity, queens });
      current = nodes.length - 1;
      node.children.push(current);
    } else if (kind === "b") {
      node.done = k;
      current = node.parent;
    } else if (kind === "x") {
      refusedSoFar[KEYS.indexOf(step[5])][k] += 1;
    } else if (kind === "s") {
      node.solved = k;
      solutionsSoFar[k] += step[5] ? 2 : 1;
      for (let up = current; up >= 0 && nodes[up].fruit === Infinity; up = nodes[up].parent) {
        nodes[up].fruit = k;
      }
    } else if (kind === "d") {
      node.dead = k;
      deadSoFar[k] += 1;
    }
    at[k] = current;
  });
})();

// ---- The board ----

const CELL = 1;
const board = $("board");
const marks = document.createElementNS(SVG, "g");

function svg(name, attributes, parent) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) {
    element.setAttribute(key, value);
  }
  if (parent) {
    parent.appendChild(element);
  }
  return element;
}

(function drawBoard() {
  board.setAttribute("viewBox", `-0.55 -0.55 ${N + 0.65} ${N + 0.65}`);
  const defs = svg("defs", {}, board);
  const arrow = svg("marker", { id: "arrow", viewBox: "0 0 10 10", refX: 8, refY: 5,
    markerWidth: 4, markerHeight: 4, orient: "auto" }, defs);
  svg("path", { d: "M0 0L10 5L0 10Z", fill: "#d0021b" }, arrow);
  // The piece's shape: a crown for a queen, a tower for a rook.
  const shape = svg("symbol", { id: "queen-shape", viewBox: "0 0 100 100" }, defs);
  shape.setAttribute("data-piece", PIECE);
  if (PIECE === "rook") {
    svg("path", { d: "M24 14 H36 V24 H44 V14 H56 V24 H64 V14 H76 V36 L68 42 L72 74 H28 L32 42 L24 36 Z M20 79 H80 L84 89 H16 Z" }, shape);
  } else {
    svg("path", { d: "M22 74 L13 34 L33 52 L50 20 L67 52 L87 34 L78 74 Z M20 79 H80 L84 89 H16 Z" }, shape);
    for (const [x, y] of [[13, 30], [50, 16], [87, 30]]) {
      svg("circle", { cx: x, cy: y, r: 7 }, shape);
    }
  }
  for (let row = 0; row < N; row++) {
    for (let col = 0; col < N; col++) {
      svg("rect", { class: (row + col) % 2 ? "dark" : "light", x: col, y: row,
        width: CELL, height: CELL }, board);
    }
  }
  for (let i = 0; i < N; i++) {
    svg("text", { class: "coord", x: i + 0.5, y: -0.27, "font-size": 0.3 }, board).textContent = i;
    svg("text", { class: "coord", x: -0.27, y: i + 0.5, "font-size": 0.3 }, board).textContent = i;
  }
  board.appendChild(marks);
})();

function queen(row, col, kind) {
  svg("use", { href: "#queen-shape", class: `queen ${kind || ""}`, x: col + 0.1, y: row + 0.1,
    width: 0.8, height: 0.8 }, marks);
}

/// The line through (row, col) of the given kind, edge to edge: [x1, y1, x2, y2].
function across(kind, row, col) {
  if (kind === "c") {
    return [col + 0.5, 0, col + 0.5, N];
  }
  if (kind === "w") {
    return [0, row + 0.5, N, row + 0.5];
  }
  if (kind === "b") {
    const k = row - col;
    const [r0, c0] = [Math.max(0, k), Math.max(0, -k)];
    const [r1, c1] = [Math.min(N - 1, N - 1 + k), Math.min(N - 1, N - 1 - k)];
    return [c0, r0, c1 + 1, r1 + 1];
  }
  const k = row + col;
  const [r0, r1] = [Math.max(0, k - (N - 1)), Math.min(N - 1, k)];
  return [k - r0 + 1, r0, k - r1, r1 + 1];
}

function onLine(kind, row, col, r, c) {
  return kind === "c" ? c === col : kind === "w" ? r === row
    : kind === "b" ? r - c === row - col : r + c === row + col;
}

/// The line in words, as the list names it.
function lineWords(kind, row, col) {
  if (kind === "c") return `column ${col}`;
  if (kind === "w") return `row ${row}`;
  if (kind === "b") return `the \\ diagonal row − col = ${row - col}`;
  return `the / diagonal row + col = ${row + col}`;
}

const squareText = (r, c) => `(${r},${c})`;

/// What a backtrack from (row, col) frees, in the arrays' words: the flags it clears.
function freed(row, col) {
  const lines = PIECE === "rook" ? [`column ${col}`]
    : [`column ${col}`, `\\ diagonal row − col = ${row - col} (index ${row + N - 1 - col})`,
      `/ diagonal row + col = ${row + col}`];
  return lines.join(", ");
}

/// Draws step k's board, and says in words what it shows.
function drawStep(k) {
  marks.textContent = "";
  board.removeAttribute("data-line");
  board.removeAttribute("data-tried");
  board.removeAttribute("data-broken");
  const standing = nodes[at[k]].queens;
  board.setAttribute("data-queens", standing.map(([r, c]) => `${r},${c}`).join(" "));
  if (k === 0) {
    return "The empty board: the search puts one queen a row. Press → or play.";
  }
  const step = STEPS[k - 1];
  const [kind, row, col] = step;
  const before = nodes[at[k - 1]].queens;
  if (kind === "x") {
    return drawRefusal(step, before);
  }
  if (kind === "e") {
    return drawBroken(step, before);
  }
  if (kind === "p") {
    before.forEach(([r, c]) => queen(r, c));
    queen(row, col, "placed");
    tried(row, col);
    return `${squareText(row, col)} is attacked by no ${PIECE}: a ${PIECE} goes on it (green), and the search goes down to the next row.`;
  }
  if (kind === "b") {
    standing.forEach(([r, c]) => queen(r, c));
    queen(row, col, "removed");
    return `Backtrack: every square below ${squareText(row, col)} has been tried, so its ${PIECE} comes off (dashed). Freed: ${freed(row, col)}.`;
  }
  if (kind === "s") {
    standing.forEach(([r, c]) => queen(r, c, "solved"));
    const count = solutionsSoFar[k];
    return `Every row holds a ${PIECE} and none attacks another: a solution (${step[5] ? "with its mirror image, " : ""}${count} so far).`;
  }
  standing.forEach(([r, c]) => queen(r, c));
  if (kind === "h") {
    svg("rect", { class: "band", x: 0, y: row, width: col, height: 1 }, marks);
    svg("rect", { class: "hatch", x: col, y: row, width: N - col, height: 1 }, marks);
    const middle = row === 0 && N % 2 === 1 ? ` Then the middle column ${col}, its own mirror, alone: under it row 1 is tried only left of the middle.` : "";
    return `The mirror: row ${row} is tried only in columns 0 to ${col - 1}; each solution found also stands for its mirror image.${middle}`;
  }
  if (kind === "c") {
    svg("rect", { class: "band", x: 0, y: row, width: N, height: 1 }, marks);
    freeSquares(row, standing);
    return `Row ${row} has the fewest free squares (${col}, green dots): it is filled next.`;
  }
  svg("rect", { class: "band dead", x: 0, y: row, width: N, height: 1 }, marks);
  return `Row ${row} has no free square left: no queen can go there, so this branch is dead.`;
}

function attacked(row, col, queens) {
  return queens.some(([r, c]) => r === row || c === col || Math.abs(r - row) === Math.abs(c - col));
}

function freeSquares(row, queens) {
  for (let col = 0; col < N; col++) {
    if (!attacked(row, col, queens)) {
      svg("circle", { class: "free", cx: col + 0.5, cy: row + 0.5, r: 0.15 }, marks);
    }
  }
}

function tried(row, col) {
  svg("rect", { class: "tried", x: col + 0.03, y: row + 0.03, width: 0.94,
    height: 0.94 }, marks);
}

/// The first step of the learner's search that breaks a rule: the square red and crossed, the
/// queen it concerns red, and the rule in words.
function drawBroken(step, queens) {
  const [, row, col, , words, r, c] = step;
  board.setAttribute("data-tried", `${row},${col}`);
  board.setAttribute("data-broken", `${row},${col}`);
  queens.forEach(([qr, qc]) => queen(qr, qc, qr === r && qc === c ? "attacker" : ""));
  if (r >= 0 && !queens.some(([qr, qc]) => qr === r && qc === c)) queen(r, c, "removed attacker");
  tried(row, col);
  cross(row, col);
  const text = document.createElement("span");
  text.textContent = words.replace(/^wrong: /, "");
  return `<strong>Your search broke a rule here.</strong> ${text.innerHTML}`;
}

function cross(row, col) {
  const d = 0.28;
  svg("path", { class: "cross", d: `M${col + d} ${row + d}L${col + 1 - d} ${row + 1 - d}M${col + 1 - d} ${row + d}L${col + d} ${row + 1 - d}` }, marks);
}

/// A refused square: the line that refuses it drawn across the board, the queen on it red.
function drawRefusal(step, queens) {
  const [, row, col, , , kind] = step;
  if (kind === "r") {
    board.setAttribute("data-line", "r");
    board.setAttribute("data-tried", `${row},${col}`);
    queens.forEach(([r, c]) => queen(r, c));
    tried(row, col);
    cross(row, col);
    return `${squareText(row, col)} is reserved: no queen may stand there.`;
  }
  const [x1, y1, x2, y2] = across(kind, row, col);
  svg("line", { class: "attack", x1, y1, x2, y2 }, marks);
  board.setAttribute("data-line", `${kind} ${kind === "c" ? col : kind === "w" ? row
    : kind === "b" ? row - col : row + col}`);
  board.setAttribute("data-tried", `${row},${col}`);
  let attacker = null;
  if (T.method === "matrix") {
    attacker = [step[7], step[8]];
    const [dy, dx] = [attacker[0] - row, attacker[1] - col];
    const stop = 0.42 / Math.max(Math.abs(dx), Math.abs(dy));
    svg("line", { class: "ray", x1: col + 0.5, y1: row + 0.5, x2: attacker[1] + 0.5 - dx * stop,
      y2: attacker[0] + 0.5 - dy * stop, "marker-end": "url(#arrow)" }, marks);
  }
  queens.forEach(([r, c]) => {
    const attacking = attacker ? r === attacker[0] && c === attacker[1] : onLine(kind, row, col, r, c);
    queen(r, c, attacking ? "attacker" : "");
  });
  tried(row, col);
  cross(row, col);
  const holders = queens.filter(([r, c]) => onLine(kind, row, col, r, c)).map(([r, c]) => squareText(r, c));
  const line = `<span class="line">${lineWords(kind, row, col)}</span>`;
  if (T.method === "matrix") {
    return `${squareText(row, col)} is refused: scanning from it, the ${step[6]} ray runs along ${line} and meets the queen at ${squareText(attacker[0], attacker[1])}.`;
  }
  const masks = BITS ? ` Its bit, bit ${col}, is set in the ${kind === "c" ? "columns" : LINES[kind].split(" ")[0]} mask (red below).` : "";
  return `${squareText(row, col)} is refused: ${line} already holds a ${PIECE}, at ${holders.join(" and ")}.${masks}`;
}

// ---- The masks (bits and mirror) ----

/// The masks of `row` as the queens above it make them: columns, `\` (a column right a row
/// down), `/` (a column left); bit c is column c.
function masksOf(row, queens) {
  const masks = [0, 0, 0];
  for (const [r, c] of queens) {
    if (r >= row) continue;
    const down = row - r;
    masks[0] |= 1 << c;
    if (c + down < N) masks[1] |= 1 << (c + down);
    if (c - down >= 0) masks[2] |= 1 << (c - down);
  }
  return masks;
}

function drawMasks(k) {
  const box = $("masks");
  if (ARRAYS) {
    drawFlags(k, box);
    return;
  }
  if (!BITS) {
    box.hidden = true;
    return;
  }
  const step = k > 0 ? STEPS[k - 1] : null;
  const row = step && (step[0] === "x" || step[0] === "p" || step[0] === "h") ? step[1] : nodes[at[k]].queens.length;
  if (row >= N) {
    box.innerHTML = "<p>every row holds a queen: no masks left to test</p>";
    box.removeAttribute("data-masks");
    return;
  }
  const refusing = step && step[0] === "x" ? KEYS.indexOf(step[5]) : -1;
  const masks = step && step[0] === "x" ? step[6] : masksOf(row, nodes[at[k > 0 ? k - 1 : 0]].queens);
  const tried = step && (step[0] === "x" || step[0] === "p") ? step[2] : -1;
  const cells = masksTable(box);
  cells.title.textContent = `row ${row}: bit c is column c`;
  // The masks as the list writes them, column 0 first: what the tests read back.
  const binary = (mask) => [...Array(N).keys()].map((c) => (mask >> c) & 1).join("");
  box.setAttribute("data-masks", masks.map(binary).join(" "));
  const free = ~(masks[0] | masks[1] | masks[2]);
  cells.rows.forEach((row, i) => {
    row.forEach((cell, c) => {
      const bit = 1 << c;
      const set = ((i < 3 ? masks[i] : free) & bit) !== 0;
      cell.textContent = set ? "1" : "0";
      cell.className = [c === tried ? "tried" : "", set ? "set" : "",
        i === refusing && c === tried ? "refusing" : ""].join(" ").trim();
    });
  });
}

/// The arrays' three rows of flags as the queens standing make them (1: a queen holds the
/// line), the indices the step concerns marked: the one that refuses the square (red), the three
/// a placement sets (green) or a backtrack clears (blue).
function drawFlags(k, box) {
  const step = k > 0 ? STEPS[k - 1] : null;
  const queens = nodes[at[k]].queens;
  const flags = [new Array(N).fill(0), new Array(2 * N - 1).fill(0), new Array(2 * N - 1).fill(0)];
  for (const [r, c] of queens) {
    flags[0][c] = 1;
    flags[1][r + N - 1 - c] = 1;
    flags[2][r + c] = 1;
  }
  const mark = [null, null, null];
  let how = "";
  if (step && (step[0] === "x" || step[0] === "p" || step[0] === "b")) {
    const [kind, row, col] = step;
    const at = [col, row + N - 1 - col, row + col];
    if (kind === "x") {
      const line = ["c", "b", "s"].indexOf(step[5]);
      if (line >= 0) mark[line] = at[line];
      how = "refusing";
    } else {
      mark.splice(0, 3, ...at);
      how = kind === "p" ? "setting" : "freeing";
    }
  }
  const names = ["columns", "\\ r+n−1−c", "/ r+c"];
  const table = document.createElement("table");
  table.className = "flags";
  const head = table.insertRow();
  for (let i = 0; i < 2 * N - 1; i++) head.insertCell().textContent = i;
  head.insertCell().className = "name";
  flags.forEach((values, line) => {
    const tr = table.insertRow();
    for (let i = 0; i < 2 * N - 1; i++) {
      const td = tr.insertCell();
      if (i >= values.length) continue;
      td.textContent = values[i];
      td.className = [values[i] ? "set" : "", i === mark[line] ? how : ""].join(" ").trim();
    }
    const label = tr.insertCell();
    label.className = "name";
    label.textContent = names[line];
  });
  box.textContent = "";
  box.appendChild(table);
  box.setAttribute("data-flags", flags.map((values) => values.join("")).join(" "));
  maskCells = null;
}

/// The masks' table, made once: a digit a column under the board's columns, a mask a row.
let maskCells = null;
function masksTable(box) {
  if (maskCells && box.contains(maskCells.table)) return maskCells;
  // The board's cell, and its margin, in pixels.
  const cell = sizes.board / (N + 0.65);
  const table = document.createElement("table");
  table.style.marginLeft = `${0.55 * cell}px`;
  const head = table.insertRow();
  for (let c = 0; c < N; c++) {
    const td = head.insertCell();
    td.style.width = `${cell}px`;
    td.textContent = c;
  }
  const title = head.insertCell();
  title.className = "name";
  const names = ["columns", "\\ (a column right each row down)", "/ (a column left each row down)",
    "free squares: 1 where none is set"];
  const rows = names.map((name) => {
    const tr = table.insertRow();
    const digits = [];
    for (let c = 0; c < N; c++) digits.push(tr.insertCell());
    const label = tr.insertCell();
    label.className = "name";
    label.textContent = name;
    return digits;
  });
  box.textContent = "";
  box.appendChild(table);
  maskCells = { table, title, rows };
  return maskCells;
}

// ---- The tree ----

const tree = $("tree");
const SLOT = 38;
/// Room between depths: n = 8's nine depths fit the box whole.
const LEVEL = N <= 6 ? 46 : 34;
const view = { x: 0, y: 0, scale: 1 };
/// The sizes of the board and the tree box in pixels, read once (and again on a resize): read
/// at every step, each read would lay the page out again.
const sizes = {};
function measure() {
  sizes.board = board.clientWidth || 380;
  sizes.width = tree.clientWidth || 600;
  sizes.height = tree.clientHeight || 330;
}
measure();
const treeNodes = [];
const treeEdges = [];
const shown = [];

(function drawTree() {
  let leaves = 0;
  const x = new Float64Array(nodes.length);
  nodes.forEach((node, i) => {
    if (node.children.length === 0) x[i] = leaves++;
  });
  for (let i = nodes.length - 1; i >= 0; i--) {
    const children = nodes[i].children;
    if (children.length) x[i] = (x[children[0]] + x[children[children.length - 1]]) / 2;
  }
  const layer = svg("g", { id: "tree-layer" }, tree);
  const depths = svg("g", { id: "depths" }, tree);
  // The labels' gutter: the tree passes under it, so a label never sits on a node.
  svg("rect", { id: "gutter", class: "gutter", x: 0, y: 0, width: 0, height: 0 }, depths);
  for (let depth = 1; depth <= N; depth++) {
    svg("text", { class: "depth", x: 0, y: depth * LEVEL + 4 }, depths)
      .textContent = `${depth} queen${depth > 1 ? "s" : ""}`;
  }
  const edges = svg("g", {}, layer);
  nodes.forEach((node, i) => {
    node.x = x[i] * SLOT;
    node.y = node.depth * LEVEL;
    if (i > 0) {
      const parent = nodes[node.parent];
      treeEdges[i] = svg("line", { class: "edge", x1: parent.x, y1: parent.y, x2: node.x, y2: node.y }, edges);
    }
  });
  nodes.forEach((node, i) => {
    const g = svg("g", { class: "node", transform: `translate(${node.x} ${node.y})` }, layer);
    svg("rect", { x: -16, y: -10, width: 32, height: 20, rx: 4 }, g);
    svg("text", {}, g).textContent = i === 0 ? "start" : `${node.row},${node.col}`;
    svg("title", {}, g).textContent = i === 0 ? "the empty board"
      : `queens ${node.queens.map(([r, c]) => squareText(r, c)).join(" ")}`;
    treeNodes[i] = g;
  });
  tree.dataset.width = (leaves - 1) * SLOT;
})();

function classOf(i, k, lit) {
  const node = nodes[i];
  if (node.born > k) return "node unborn";
  let name = "node";
  if (node.solved <= k) name += " solution";
  if (node.dead <= k) name += " dead";
  if (node.done <= k && node.fruit > k) name += " pruned";
  if (i === at[k]) name += " current";
  else if (lit.has(i)) name += " lit";
  return name;
}

function drawTreeAt(k) {
  const lit = new Set();
  for (let up = at[k]; up >= 0; up = nodes[up].parent) lit.add(up);
  nodes.forEach((node, i) => {
    const name = classOf(i, k, lit);
    if (shown[i] !== name) {
      treeNodes[i].setAttribute("class", name);
      if (i > 0) {
        const edge = name.includes("unborn") ? "edge unborn" : lit.has(i) ? "edge lit"
          : name.includes("pruned") ? "edge pruned" : "edge";
        treeEdges[i].setAttribute("class", edge);
      }
      shown[i] = name;
    }
  });
  if ($("follow").checked) {
    const node = nodes[at[k]];
    centre(node.x, node.y);
  }
}

function applyView() {
  const width = sizes.width;
  const height = sizes.height;
  tree.setAttribute("viewBox", `${view.x} ${view.y} ${width / view.scale} ${height / view.scale}`);
  // The depths stay at the left edge, at one size, however the tree is panned and zoomed, on a
  // gutter of their own.
  $("depths").setAttribute("transform", `translate(${view.x + 6 / view.scale} 0)`);
  $("depths").style.fontSize = `${11 / view.scale}px`;
  const gutter = $("gutter");
  gutter.setAttribute("x", -6 / view.scale);
  gutter.setAttribute("y", view.y);
  gutter.setAttribute("width", 58 / view.scale);
  gutter.setAttribute("height", height / view.scale);
}

/// Keeps (x, y) in sight: across, centred when it would leave the middle half; down, the whole
/// depth when it fits.
function centre(x, y) {
  const width = sizes.width / view.scale;
  const height = sizes.height / view.scale;
  if (x < view.x + width / 4 || x > view.x + (3 * width) / 4) view.x = x - width / 2;
  const full = N * LEVEL;
  view.y = full + 50 <= height ? -25 : Math.min(Math.max(y - height / 2, -25), full - height + 25);
  applyView();
}

function fit() {
  const width = Number(tree.dataset.width) + 3 * SLOT;
  const boxWidth = sizes.width;
  const boxHeight = sizes.height;
  view.scale = Math.min(1.6, boxWidth / (width + SLOT * 2), boxHeight / ((N + 1) * LEVEL + 40));
  view.x = -2 * SLOT;
  view.y = -30;
  applyView();
}

function zoom(factor, px, py) {
  const width = sizes.width;
  const height = sizes.height;
  const [fx, fy] = [px === undefined ? 0.5 : px / width, py === undefined ? 0.5 : py / height];
  const [cx, cy] = [view.x + (fx * width) / view.scale, view.y + (fy * height) / view.scale];
  view.scale = Math.min(3, Math.max(0.05, view.scale * factor));
  view.x = cx - (fx * width) / view.scale;
  view.y = cy - (fy * height) / view.scale;
  applyView();
}

// ---- Counts, the list around the step ----

/// The table of counts, made once; each step fills in its "so far" column.
let countCells = null;
function countsTable() {
  if (countCells) return countCells;
  const table = $("counts");
  const add = (label, total) => {
    const row = table.insertRow();
    const th = document.createElement("th");
    th.textContent = label;
    row.appendChild(th);
    const cell = row.insertCell();
    row.insertCell().textContent = total;
    return cell;
  };
  const head = table.insertRow();
  for (const label of ["nodes at depth", "so far", "in all"]) {
    const th = document.createElement("th");
    th.textContent = label;
    head.appendChild(th);
  }
  countCells = {
    depths: T.nodes.map((total, depth) => add(depth, total)),
    refusals: KEYS.map((key, line) =>
      (key === "w" || key === "r") && T.refusals[line] === 0 ? null : add(`refused: ${LINES[key]}`, T.refusals[line])),
    dead: T.method === "constrained" ? add("dead ends", deadSoFar[LAST]) : null,
    solutions: add("solutions", T.solutions),
  };
  return countCells;
}

function drawCounts(k) {
  const cells = countsTable();
  const byDepth = new Array(N + 1).fill(0);
  for (const node of nodes) if (node.born <= k) byDepth[node.depth] += 1;
  byDepth.forEach((count, depth) => (cells.depths[depth].textContent = count));
  cells.refusals.forEach((cell, line) => cell && (cell.textContent = refusedSoFar[line][k]));
  if (cells.dead) cells.dead.textContent = deadSoFar[k];
  cells.solutions.textContent = solutionsSoFar[k];
  const counts = $("counts");
  counts.dataset.nodes = byDepth.join(" ");
  counts.dataset.solutions = solutionsSoFar[k];
}

const lineOf = (k) => (k === 0 ? T.header : " ".repeat(2 * STEPS[k - 1][3]) + STEPS[k - 1][4]);

/// The list around step k: three lines before it and three after (a long line wraps).
function drawList(k) {
  const list = $("list");
  const from = Math.max(0, Math.min(k - 3, LAST - 6));
  list.start = from;
  list.textContent = "";
  for (let i = from; i <= Math.min(LAST, from + 6); i++) {
    const item = document.createElement("li");
    item.textContent = lineOf(i);
    if (i === k) item.className = "now";
    item.value = i;
    list.appendChild(item);
  }
}

// ---- Stepping ----

let step = 0;
let timer = null;
const RATES = [0.5, 1, 2, 4, 8, 16, 32, 64];
const checking = location.hash === "#check-all";

function show(k) {
  step = Math.max(0, Math.min(LAST, k));
  $("why").innerHTML = drawStep(step);
  $("step-text").textContent = lineOf(step);
  drawMasks(step);
  drawTreeAt(step);
  drawCounts(step);
  drawList(step);
  $("slider").value = step;
  $("position").textContent = `step ${step} of ${LAST}`;
  if (!checking) history.replaceState(null, "", `#step=${step}`);
  if (step === LAST) pause();
}

function play() {
  if (step === LAST) show(0);
  $("play").innerHTML = "&#x2759;&#x2759; pause";
  timer = setInterval(() => show(step + 1), 1000 / RATES[$("speed").value]);
}

function pause() {
  clearInterval(timer);
  timer = null;
  $("play").innerHTML = "&#x25B6; play";
}

function replay() {
  if (timer) {
    pause();
    play();
  }
}

/// The next step after k (or the last before it, going back) of the given kind.
function seek(kind, forward) {
  for (let k = step + (forward ? 1 : -1); k >= 1 && k <= LAST; k += forward ? 1 : -1) {
    if (STEPS[k - 1][0] === kind) return show(k);
  }
  return show(forward ? LAST : 0);
}

function fromHash() {
  const match = /^#step=(\d+)$/.exec(location.hash);
  if (match) show(Number(match[1]));
}

$("idea").textContent = T.idea;
$("slider").max = LAST;
$("first").onclick = () => show(0);
$("back").onclick = () => show(step - 1);
$("forward").onclick = () => show(step + 1);
$("last").onclick = () => show(LAST);
$("play").onclick = () => (timer ? pause() : play());
$("slider").oninput = (event) => show(Number(event.target.value));
$("speed").oninput = () => {
  $("rate").textContent = `${RATES[$("speed").value]} steps/s`;
  replay();
};
$("rate").textContent = `${RATES[$("speed").value]} steps/s`;
$("next-solution").onclick = () => seek("s", true);
$("prev-solution").onclick = () => seek("s", false);
$("next-backtrack").onclick = () => seek("b", true);
$("prev-backtrack").onclick = () => seek("b", false);
$("zoom-in").onclick = () => zoom(1.4);
$("zoom-out").onclick = () => zoom(1 / 1.4);
$("zoom-fit").onclick = () => {
  $("follow").checked = false;
  fit();
};
/// The keys, one table for the handler and the help under the page: the key the event names,
/// how the help writes it, and what it does.
const SHORTCUTS = [
  ["ArrowLeft", "←", "a step back", () => show(step - 1)],
  ["ArrowRight", "→", "a step forward", () => show(step + 1)],
  [" ", "space", "play or pause", () => (timer ? pause() : play())],
  ["Home", "Home", "the start", () => show(0)],
  ["End", "End", "the end", () => show(LAST)],
  ["s", "S", "the next solution", () => seek("s", true)],
  ["S", "Shift+S", "the solution before", () => seek("s", false)],
  ["b", "B", "the next backtrack", () => seek("b", true)],
  ["B", "Shift+B", "the backtrack before", () => seek("b", false)],
];
$("keys").textContent = `Keys: ${SHORTCUTS.map(([, label, does]) => `${label} ${does}`).join(", ")}.`;
$("keys").dataset.keys = SHORTCUTS.map(([key]) => (key === " " ? "space" : key)).join(" ");
document.addEventListener("keydown", (event) => {
  const shortcut = SHORTCUTS.find(([key]) => key === event.key);
  if (shortcut && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
    shortcut[3]();
  }
});
tree.addEventListener("wheel", (event) => {
  event.preventDefault();
  const box = tree.getBoundingClientRect();
  zoom(event.deltaY < 0 ? 1.15 : 1 / 1.15, event.clientX - box.left, event.clientY - box.top);
}, { passive: false });
let drag = null;
tree.addEventListener("pointerdown", (event) => {
  drag = { x: event.clientX, y: event.clientY, vx: view.x, vy: view.y };
  tree.setPointerCapture(event.pointerId);
});
tree.addEventListener("pointermove", (event) => {
  if (!drag) return;
  $("follow").checked = false;
  view.x = drag.vx - (event.clientX - drag.x) / view.scale;
  view.y = drag.vy - (event.clientY - drag.y) / view.scale;
  applyView();
});
tree.addEventListener("pointerup", () => (drag = null));
window.addEventListener("hashchange", fromHash);
window.addEventListener("resize", () => {
  measure();
  show(step);
});

// A small tree is shown whole; a large one at a legible size, following the search.
fit();
if (view.scale < 0.9) {
  view.scale = 1;
  applyView();
}

if (location.hash === "#check-keys") {
  // The test mode of the keys: from a step in the middle, each key pressed in turn, the step
  // it leads to copied into a list that `chromium --dump-dom` prints.
  const check = document.createElement("ol");
  check.id = "check-keys";
  const from = Math.floor(LAST / 2);
  for (const [key] of SHORTCUTS) {
    show(from);
    document.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    pause();
    const item = document.createElement("li");
    item.dataset.key = key === " " ? "space" : key;
    item.dataset.from = from;
    item.dataset.to = step;
    check.appendChild(item);
  }
  document.body.appendChild(check);
} else if (/^#check-layout=\d+x\d+$/.test(location.hash)) {
  // The test mode of the layout, for a viewport of WxH (`#check-layout=1280x813`: a 1280×900
  // window less the browser's bars; the page's layout depends on the width alone, the height
  // is what it must fit in): at a few steps, then with the tree panned so that the current node
  // sits at the left edge, what does not fit or overlaps, copied into a list.
  const [width, height] = location.hash.split("=")[1].split("x").map(Number);
  const found = [];
  if (innerWidth !== width) found.push(`step 0: the window is ${innerWidth} px wide, not ${width}`);
  const longest = STEPS.reduce((best, _, i) => (lineOf(i + 1).length > lineOf(best).length ? i + 1 : best), 1);
  const steps = [1, longest, Math.floor(LAST / 3), Math.floor(LAST / 2), LAST];
  const box = (element) => element.getBoundingClientRect();
  const measure = (where) => {
    // The page's own height (the body's box, its padding included), not the viewport's.
    const page = document.documentElement;
    const tall = Math.ceil(box(document.body).bottom + window.scrollY);
    if (tall > height) found.push(`${where}: the page is ${tall} px tall, the window ${height}`);
    if (page.scrollWidth > width) found.push(`${where}: the page is ${page.scrollWidth} px wide, the window ${width}`);
    if (box(document.querySelector("footer")).bottom > height) found.push(`${where}: the footer ends below the window`);
    for (const item of $("list").children) {
      if (item.scrollWidth > item.clientWidth + 1) found.push(`${where}: list line ${item.value} is cut: ${item.textContent}`);
    }
    if (box($("masks").firstElementChild || $("masks")).right > box($("right")).left) found.push(`${where}: the masks or flags run into the tree's column`);
    for (const element of [$("step-text"), $("why"), $("masks"), $("counts")]) {
      const [inner, outer] = [box(element), box(document.body)];
      if (inner.right > outer.right + 1) found.push(`${where}: #${element.id} ends past the page's right edge`);
    }
    const treeBox = box(tree);
    for (const label of document.querySelectorAll("#depths .depth")) {
      const b = box(label);
      if (b.bottom < treeBox.top || b.top > treeBox.bottom) continue;
      for (let i = 1; i < 6; i++) {
        const x = b.left + (b.width * i) / 6;
        const y = b.top + b.height / 2;
        const hit = document.elementFromPoint(x, y);
        if (hit !== label && hit !== $("gutter")) {
          found.push(`${where}: the label "${label.textContent}" is under ${hit && hit.closest(".node") ? "a node" : hit ? hit.tagName : "nothing"}`);
          break;
        }
      }
    }
  };
  for (const k of steps) {
    show(k);
    measure(`step ${k}`);
    const node = nodes[at[k]];
    view.x = node.x - 20 / view.scale;
    applyView();
    measure(`step ${k}, panned`);
  }
  const list = document.createElement("ol");
  list.id = "check-layout";
  list.dataset.steps = steps.join(" ");
  list.dataset.window = `${width}x${height}`;
  for (const problem of found) {
    const item = document.createElement("li");
    item.textContent = problem;
    list.appendChild(item);
  }
  document.body.appendChild(list);
} else if (checking) {
  // The test mode: every step rendered in turn, what the board and the step text then hold
  // copied into a list that `chromium --dump-dom` prints.
  const check = document.createElement("ol");
  check.id = "check";
  for (let k = 0; k <= LAST; k++) {
    show(k);
    const item = document.createElement("li");
    for (const name of ["queens", "line", "tried"]) {
      const value = $("board").getAttribute(`data-${name}`);
      if (value !== null) item.setAttribute(`data-${name}`, value);
    }
    for (const name of ["masks", "flags"]) {
      if ($("masks").hasAttribute(`data-${name}`)) {
        item.setAttribute(`data-${name}`, $("masks").getAttribute(`data-${name}`));
      }
    }
    item.setAttribute("data-nodes", $("counts").dataset.nodes);
    item.setAttribute("data-solutions", $("counts").dataset.solutions);
    item.textContent = $("step-text").textContent;
    check.appendChild(item);
  }
  document.body.appendChild(check);
} else if (/^#step=\d+$/.test(location.hash)) {
  fromHash();
} else {
  // A learner's search that broke a rule (or stopped) opens there: the step the page is for.
  const broken = STEPS.findIndex((step) => step[0] === "e");
  show(broken >= 0 ? broken + 1 : 0);
}
