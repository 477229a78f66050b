//! `trace --html`: the page, opened in headless Chromium, held to the step list and to
//! `trace`'s own replay on a board (`trace.rs`). Its own module, named to sort first: libtest
//! starts tests in the order of their names, and the browser's are the longest in wall time, so
//! they run beside the others instead of after them.

use super::trace::{nodes, ok, replay, solutions, square, METHODS};
use crate::common::{self, Scratch};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The page of `trace --html FILE --method M N`, written into `dir`; its file.
fn page(dir: &Path, method: &str, n: usize) -> PathBuf {
    let file = dir.join(format!("{method}-{n}.html"));
    let stdout = ok(&[
        "--html",
        file.to_str().unwrap(),
        "--method",
        method,
        &n.to_string(),
    ]);
    assert!(stdout.contains(&format!("{}", file.display())), "{stdout}");
    file
}

/// What the page must show at each step, found without the page: the list's lines (step 0:
/// its header) and, replayed on this file's own board, the queens standing after each.
struct Expected {
    n: usize,
    lines: Vec<String>,
    boards: Vec<String>,
    /// At each step that tries a square, its row's masks (bit masks only).
    masks: Vec<Option<String>>,
    nodes: String,
    solutions: u64,
}

fn expected(method: &str, n: usize) -> Expected {
    let list = ok(&["--method", method, &n.to_string()]);
    let replay = replay(method, n, &list);
    let mut lines: Vec<String> = list.lines().map(str::to_string).collect();
    lines.remove(1); // `squares are (row,col)…`: the second line of the header
    lines.truncate(replay.boards.len() + 1);
    let mut boards = vec![String::new()];
    boards.extend(replay.boards);
    let mut masks = vec![None];
    masks.extend(replay.tried_masks);
    let (depths, _) = nodes(&list);
    let depths: Vec<String> = depths.iter().map(u64::to_string).collect();
    Expected {
        n,
        lines,
        boards,
        masks,
        nodes: depths.join(" "),
        solutions: solutions(&list),
    }
}

/// The line a refusal names, as the page's `data-line` writes it: `c` and the column, `w` and
/// the row, `b` and row − col, `s` and row + col.
fn named_line(text: &str) -> Option<String> {
    let step = text.trim_start().strip_prefix("try ")?;
    let (at, why) = step.split_once(": refused, ")?;
    let (row, col) = square(at);
    let column = ["column ", "in the columns mask", "(column)"];
    let kind = if column.iter().any(|words| why.contains(words)) {
        "c"
    } else if why.contains("(row)") {
        "w"
    } else if why.contains("\\ diagonal") || why.contains("in the \\ mask") {
        "b"
    } else if why.contains("/ diagonal") || why.contains("in the / mask") {
        "s"
    } else {
        panic!("no line named in {text:?}")
    };
    let value = match kind {
        "c" => col as isize,
        "w" => row as isize,
        "b" => row as isize - col as isize,
        _ => (row + col) as isize,
    };
    Some(format!("{kind} {value}"))
}

#[test]
fn the_line_a_refusal_names_is_read_from_every_method() {
    let cases = [
        ("try (1,0): refused, column 0 holds a queen", "c 0"),
        (
            "  try (1,1): refused, the \\ diagonal row - col = 0 holds a queen",
            "b 0",
        ),
        (
            "try (2,1): refused, the / diagonal row + col = 3 holds a queen",
            "s 3",
        ),
        (
            "try (1,2): refused, bit 2 is set in the / mask: columns 1000  \\ 0100  / 0[1]00",
            "s 3",
        ),
        (
            "try (2,0): refused, the up-right ray (/ diagonal) meets the queen at (1,1)",
            "s 2",
        ),
        (
            "try (1,0): refused, the up ray (column) meets the queen at (0,0)",
            "c 0",
        ),
    ];
    for (text, line) in cases {
        assert_eq!(named_line(text).as_deref(), Some(line), "{text}");
    }
    assert_eq!(named_line("try (0,0): place a queen"), None);
}

/// `&amp;` and its kin, as a DOM dump writes text and attributes.
fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&")
}

/// The elements of a DOM dump whose start tag begins `<{tag} ` or `<{tag}>`: their attributes
/// and their text (markup inside removed).
fn elements(html: &str, tag: &str) -> Vec<(Vec<(String, String)>, String)> {
    let open = format!("<{tag}");
    let close = format!("</{tag}>");
    let mut found = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find(&open) {
        rest = &rest[start + open.len()..];
        if !rest.starts_with([' ', '>']) {
            continue;
        }
        let end = rest.find('>').expect("a start tag ends");
        let mut attributes = Vec::new();
        let mut tag_text = &rest[..end];
        while let Some(equals) = tag_text.find("=\"") {
            let name = tag_text[..equals]
                .trim()
                .rsplit(' ')
                .next()
                .unwrap()
                .to_string();
            let value_end = tag_text[equals + 2..].find('"').expect("a value ends");
            let value = &tag_text[equals + 2..equals + 2 + value_end];
            attributes.push((name, unescape(value)));
            tag_text = &tag_text[equals + 2 + value_end + 1..];
        }
        let body_end = rest.find(&close).unwrap_or(end);
        let mut text = String::new();
        let mut inside = false;
        for c in rest[end + 1..body_end.max(end + 1)].chars() {
            match c {
                '<' => inside = true,
                '>' => inside = false,
                c if !inside => text.push(c),
                _ => {}
            }
        }
        found.push((attributes, unescape(&text)));
    }
    found
}

fn attribute<'a>(attributes: &'a [(String, String)], name: &str) -> Option<&'a str> {
    let found = attributes.iter().find(|(key, _)| key == name);
    found.map(|(_, value)| value.as_str())
}

#[test]
fn the_dom_reader_reads_what_a_dump_holds_and_nothing_else() {
    let dump = "<ol id=\"check\"><li data-queens=\"0,1 1,3\" data-x=\"a &amp; b\">  try \
                (2,0): <b>x</b> &lt;</li><li data-queens=\"\">two</li><link></ol>";
    let items = elements(dump, "li");
    assert_eq!(items.len(), 2, "<link> is not <li>");
    assert_eq!(attribute(&items[0].0, "data-queens"), Some("0,1 1,3"));
    assert_eq!(attribute(&items[0].0, "data-x"), Some("a & b"));
    assert_eq!(items[0].1, "  try (2,0): x <");
    assert_eq!(attribute(&items[1].0, "data-queens"), Some(""));
    assert_eq!(attribute(&items[1].0, "data-line"), None);
}

/// Headless Chromium on the PATH; `None`, said on stderr (shown even when the test passes),
/// where there is none. Under CI=true a missing browser fails the test: `.ci/run` installs it.
fn chromium() -> Option<PathBuf> {
    let paths = std::env::var_os("PATH").unwrap_or_default();
    let found = std::env::split_paths(&paths)
        .map(|dir| dir.join("chromium"))
        .find(|path| path.is_file());
    if found.is_none() {
        common::missing(
            "chromium on the PATH (Debian: apt-get install chromium)",
            "trace --html's pages opened in a browser",
        );
    }
    found
}

/// Runs headless Chromium once with a fresh profile: `flags`, then `url`; its stdout. A browser
/// that hangs is killed and fails the test: one whose threads neither run nor wait for a CPU
/// for 30 s together (stuck on something), or run for two minutes (spinning). Its progress,
/// not a wall clock: starved of a CPU on a busy machine, it may take minutes, and that is no
/// hang.
/// It runs at the lowest priority
/// (`nice -n 19`): its processes busy both cores for a second or two, and the tests beside it
/// that weigh a program's wall time against its CPU time (`clocks`) must not pay for that.
fn headless(browser: &Path, flags: &[&str], url: &str) -> String {
    let profile = Scratch::new("chromium-profile");
    let mut child = std::process::Command::new("nice")
        .args(["-n", "19"])
        .arg(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
            "--hide-scrollbars",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(flags)
        .arg(url)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts");
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stdout.read_to_string(&mut text);
        text
    });
    // What its threads alive at the last look had run and waited, what they ran in all, and
    // when either last grew (a thread that ends takes its time out of the next look).
    let (mut last, mut ran, mut progressed) = ((0, 0), 0, Instant::now());
    while child.try_wait().unwrap().is_none() {
        let now = tree_schedule(child.id());
        if now.0 + now.1 > last.0 + last.1 {
            progressed = Instant::now();
        }
        ran += now.0.saturating_sub(last.0);
        last = now;
        let stuck = progressed.elapsed() > Duration::from_secs(30);
        if stuck || ran > 120_000_000_000 {
            let _ = child.kill();
            let _ = child.wait();
            let why = if stuck {
                "30 s neither running nor waiting for a CPU"
            } else {
                "two minutes of CPU time"
            };
            panic!("chromium {url}: still running after {why}");
        }
        std::thread::sleep(Duration::from_millis(250));
    }
    reader.join().unwrap()
}

/// The nanoseconds the threads of process `root` and all its descendants alive now ran on a CPU
/// and waited for one, summed: `/proc/<pid>/task/<tid>/schedstat`, exact where the clock-tick
/// CPU times of `stat` stay at 0 for a thread that runs a few microseconds at a time.
fn tree_schedule(root: u32) -> (u64, u64) {
    let mut parents = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            continue;
        };
        // After the name in parentheses: the state, then the parent.
        let parent = stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().nth(1))
            .and_then(|parent| parent.parse::<u32>().ok());
        if let Some(parent) = parent {
            parents.push((pid, parent));
        }
    }
    let mut tree = vec![root];
    let (mut ran, mut waited) = (0, 0);
    while let Some(pid) = tree.pop() {
        tree.extend(
            parents
                .iter()
                .filter(|(_, parent)| *parent == pid)
                .map(|(child, _)| child),
        );
        let tasks = std::fs::read_dir(format!("/proc/{pid}/task"));
        for task in tasks.into_iter().flatten().flatten() {
            let said = std::fs::read_to_string(task.path().join("schedstat")).unwrap_or_default();
            let mut numbers = said
                .split_whitespace()
                .map(|n| n.parse::<u64>().unwrap_or(0));
            ran += numbers.next().unwrap_or(0);
            waited += numbers.next().unwrap_or(0);
        }
    }
    (ran, waited)
}

fn file_url(path: &Path) -> String {
    format!("file://{}", path.display())
}

/// The step worth opening by its own `#step=K` in page `method` at `n`: the first solution, the
/// first backtrack, or one found by a fixed scramble of the method and n, in turn, so that the
/// fifteen pages open at each kind five times.
fn chosen_step(method: usize, n: usize, lines: &[String]) -> usize {
    let first = |prefix: &str| {
        let position = lines
            .iter()
            .position(|line| line.trim_start().starts_with(prefix));
        position.unwrap_or(1)
    };
    let last = lines.len() - 1;
    match (method + n) % 3 {
        0 => first("solution: "),
        1 => first("backtrack: "),
        _ => 1 + (n * 7919 + method * 104_729) % last,
    }
}

/// The harness page: one frame a page, each `style`d (its size); once all have loaded, it copies
/// what each frame shows into sections of its own: the list a test mode made (`#check-all`,
/// `#check-layout=…`), or the board, step text and address of a page opened as a person opens
/// it. With `shot`, it also counts the colours of the screenshot `shot.png`.
fn harness(frames: &[(String, String)], style: &str, shot: bool) -> String {
    let mut html = String::from("<!DOCTYPE html><html><body>\n");
    for (name, src) in frames {
        html +=
            &format!("<iframe data-name=\"{name}\" src=\"{src}\" style=\"{style}\"></iframe>\n");
    }
    if shot {
        html += "<img id=\"shot\" src=\"shot.png\">\n";
    }
    html += r#"<script>
window.addEventListener("load", () => {
  const out = document.createElement("div");
  for (const frame of document.querySelectorAll("iframe")) {
    const section = document.createElement("section");
    section.setAttribute("data-frame", frame.dataset.name);
    const page = frame.contentDocument;
    const check = page && (page.getElementById("check") || page.getElementById("check-layout") || page.getElementById("check-keys"));
    if (page && page.documentElement.tagName === "svg") {
      // An SVG tree: how far right its text reaches, and how wide the picture is.
      const texts = [...page.querySelectorAll("text")].map((text) => text.getBBox());
      const item = document.createElement("li");
      item.setAttribute("data-right", Math.max(...texts.map((box) => box.x + box.width)));
      item.setAttribute("data-width", page.documentElement.getAttribute("width"));
      section.appendChild(item);
    } else if (check) {
      section.appendChild(document.importNode(check, true));
      // The keys' test mode: the help the keys were pressed against, and the buttons beside.
      if (check.id === "check-keys") {
        for (const element of [page.getElementById("keys"), ...page.querySelectorAll("button")]) {
          section.appendChild(document.importNode(element, true));
        }
      }
    } else if (page && page.getElementById("board")) {
      const item = document.createElement("li");
      item.setAttribute("data-queens", page.getElementById("board").getAttribute("data-queens"));
      item.setAttribute("data-hash", frame.contentWindow.location.hash);
      const broken = page.getElementById("board").getAttribute("data-broken");
      if (broken !== null) item.setAttribute("data-broken", broken);
      item.textContent = page.getElementById("step-text").textContent;
      section.appendChild(item);
    }
    out.appendChild(section);
  }
  document.body.appendChild(out);
  const shot = document.getElementById("shot");
  if (!shot) return;
  const canvas = document.createElement("canvas");
  [canvas.width, canvas.height] = [shot.naturalWidth, shot.naturalHeight];
  const context = canvas.getContext("2d");
  context.drawImage(shot, 0, 0);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const colours = new Map();
  for (let i = 0; i < pixels.length; i += 4) {
    const colour = ((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]).toString(16).padStart(6, "0");
    colours.set(colour, (colours.get(colour) || 0) + 1);
  }
  const shotInfo = document.createElement("aside");
  shotInfo.id = "shot-info";
  shotInfo.setAttribute("data-size", `${canvas.width}x${canvas.height}`);
  shotInfo.setAttribute("data-colours", [...colours].map(([c, k]) => `${c}:${k}`).join(" "));
  out.appendChild(shotInfo);
});
</script></body></html>
"#;
    html
}

/// A screenshot shows the page, not a blank: the board's two square colours, the queens' ink
/// and the red of a refusal each cover a good many pixels (colours read by the browser from
/// the PNG). Whatever is missing, said.
fn shows_a_board(size: &str, colours: &str) -> Result<(), String> {
    if size != "1280x820" {
        return Err(format!("a screenshot of {size}, not 1280x820"));
    }
    let count = |colour: &str| -> u64 {
        let found = colours
            .split(' ')
            .find_map(|entry| entry.strip_prefix(colour));
        found
            .and_then(|k| k.strip_prefix(':')?.parse().ok())
            .unwrap_or(0)
    };
    let wanted = [
        ("f0d9b5", "light squares", 20_000),
        ("b58863", "dark squares", 20_000),
        ("1b1b1b", "queens", 300),
        ("d0021b", "the red of a refusal", 100),
    ];
    for (colour, what, at_least) in wanted {
        if count(colour) < at_least {
            return Err(format!("{what} (#{colour}): {} pixels", count(colour)));
        }
    }
    Ok(())
}

#[test]
fn the_screenshot_check_refuses_a_blank_or_a_board_without_its_marks() {
    let board = "f0d9b5:60000 b58863:60000 1b1b1b:900 d0021b:400 ffffff:900000";
    assert_eq!(shows_a_board("1280x820", board), Ok(()));
    assert!(shows_a_board("1280x820", "ffffff:1049600").is_err());
    assert!(shows_a_board("800x600", board).is_err());
    let no_refusal = "f0d9b5:60000 b58863:60000 1b1b1b:900 ffffff:900000";
    assert!(shows_a_board("1280x820", no_refusal)
        .unwrap_err()
        .contains("refusal"));
}

/// Every method at n = 4..6 in Chromium: each page rendered at every one of its steps (the
/// page's `#check-all`), each opened at one of its own `#step=K`, each board and step text held
/// to the list and to this file's own replay; a screenshot of a refusal is not blank; the SVG
/// trees' title and legend end inside the picture, as the browser lays their text out. The
/// browser starts twice, for the screenshot and for [`frames`].
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn the_page_in_chromium_shows_each_step_as_the_list_says() {
    let Some(browser) = chromium() else {
        return;
    };
    let Frames {
        pages,
        frames,
        dump,
    } = self::frames(&browser);
    let sections = dump.split("<section data-frame=\"").skip(1);
    let mut seen = 0;
    for section in sections {
        let (frame, body) = section.split_once('"').unwrap();
        let (name, which) = frame.split_once('/').unwrap();
        let items = elements(body.split("</section>").next().unwrap(), "li");
        seen += 1;
        match which {
            "legend" => check_legend(frame, &items),
            // [`each_key_the_help_names_goes_where_the_help_says`]'s.
            "keys" => {}
            _ => {
                let (_, _, expected) = pages.iter().find(|(n, ..)| n == name).unwrap();
                if which == "all" {
                    check_every_step(name, &items, expected);
                } else {
                    check_one_step(frame, which.parse().unwrap(), &items, expected);
                }
            }
        }
    }
    assert_eq!(seen, frames.len(), "a section for every frame");
    let (info, _) = &elements(dump, "aside")[0];
    let size = attribute(info, "data-size").unwrap();
    let colours = attribute(info, "data-colours").unwrap();
    assert_eq!(
        shows_a_board(size, colours),
        Ok(()),
        "the screenshot of a refusal"
    );
}

/// The pages of [`pages_and_frames`] and what Chromium showed of each frame, made once a run,
/// whichever test asks first: a screenshot of arrays at n = 4 opened at its first refusal (the
/// last row), then the harness of every frame, which also reads the screenshot's colours.
struct Frames {
    pages: Vec<Page>,
    frames: Vec<(String, String)>,
    dump: String,
}

fn frames(browser: &Path) -> &'static Frames {
    static FRAMES: OnceLock<Frames> = OnceLock::new();
    FRAMES.get_or_init(|| {
        let dir = Scratch::new("trace-html");
        let (pages, frames) = pages_and_frames(&dir);
        let (_, arrays, expected) = &pages[0];
        let refusal = expected
            .lines
            .iter()
            .position(|line| line.starts_with("      try (3,"));
        let shot = dir.join("shot.png");
        headless(
            browser,
            &[
                &format!("--screenshot={}", shot.display()),
                "--window-size=1280,820",
                "--virtual-time-budget=3000",
            ],
            &format!("{}#step={}", file_url(arrays), refusal.unwrap()),
        );
        let harness_file = dir.join("harness.html");
        std::fs::write(&harness_file, harness(&frames, "", true)).unwrap();
        let dump = headless(
            browser,
            &[
                "--allow-file-access-from-files",
                "--virtual-time-budget=10000",
                "--dump-dom",
            ],
            &file_url(&harness_file),
        );
        Frames {
            pages,
            frames,
            dump,
        }
    })
}

/// A page and what it must show.
type Page = (String, PathBuf, Expected);

/// Every method's page at n = 4..6 written into `dir`, with what each must show; and the
/// harness's frames: each page in `#check-all` and at one step of its own, arrays at n = 6 in
/// `#check-keys`, and SVG trees of n = 1, 4 and 6 for their legends.
fn pages_and_frames(dir: &Path) -> (Vec<Page>, Vec<(String, String)>) {
    let mut frames = Vec::new();
    let mut pages = Vec::new();
    for (index, method) in METHODS.iter().enumerate() {
        for n in 4..=6 {
            let file = page(dir, method, n);
            let name = format!("{method}-{n}");
            let expected = expected(method, n);
            frames.push((format!("{name}/all"), format!("{name}.html#check-all")));
            let k = chosen_step(index, n, &expected.lines);
            frames.push((format!("{name}/{k}"), format!("{name}.html#step={k}")));
            pages.push((name, file, expected));
        }
    }
    frames.push(("arrays-6/keys".into(), "arrays-6.html#check-keys".into()));
    for n in [1, 4, 6] {
        let tree = dir.join(format!("tree-{n}.svg"));
        ok(&["--svg", tree.to_str().unwrap(), &n.to_string()]);
        frames.push((format!("svg-{n}/legend"), format!("tree-{n}.svg")));
    }
    (pages, frames)
}

/// An SVG tree's text, as the browser lays it out, ends inside the picture.
fn check_legend(frame: &str, items: &[(Vec<(String, String)>, String)]) {
    assert_eq!(items.len(), 1, "{frame}: the SVG did not load");
    let number = |key: &str| -> f64 { attribute(&items[0].0, key).unwrap().parse().unwrap() };
    let (right, width) = (number("data-right"), number("data-width"));
    assert!(
        right <= width,
        "{frame}: text reaches {right} px of {width}"
    );
}

/// A page opened at `#step=K` shows step K, and keeps K in its address.
fn check_one_step(
    frame: &str,
    k: usize,
    items: &[(Vec<(String, String)>, String)],
    expected: &Expected,
) {
    assert_eq!(items.len(), 1, "{frame}: the page did not load");
    let (attributes, text) = &items[0];
    assert_eq!(text, &expected.lines[k], "{frame}: the step text");
    let queens = attribute(attributes, "data-queens");
    assert_eq!(queens, Some(&*expected.boards[k]), "{frame}");
    let hash = format!("#step={k}");
    assert_eq!(attribute(attributes, "data-hash"), Some(&*hash), "{frame}");
}

/// The three arrays of flags as `row,col` pairs of queens make them, written as the page
/// writes them: columns (n), `\` (index row + n - 1 - col) and `/` (index row + col), 0 and 1.
fn flags_of(queens: &str, n: usize) -> String {
    let queens: Vec<(usize, usize)> = queens
        .split_whitespace()
        .map(|pair| {
            let (row, col) = pair.split_once(',').unwrap();
            (row.parse().unwrap(), col.parse().unwrap())
        })
        .collect();
    let mut flags = [vec!['0'; n], vec!['0'; 2 * n - 1], vec!['0'; 2 * n - 1]];
    for (row, col) in queens {
        flags[0][col] = '1';
        flags[1][row + n - 1 - col] = '1';
        flags[2][row + col] = '1';
    }
    flags
        .map(|line| line.into_iter().collect::<String>())
        .join(" ")
}

/// One page's `#check-all`: at every step, the step text is the list's line, the queens are
/// the replay's, a refusal draws the line its text names through the square tried, bit masks
/// show the masks of the row tried (placed or refused) as the replay makes them, and at the
/// last step the counts are the list's.
fn check_every_step(name: &str, items: &[(Vec<(String, String)>, String)], expected: &Expected) {
    assert_eq!(
        items.len(),
        expected.lines.len(),
        "{name}: every step and the start"
    );
    for (k, (attributes, text)) in items.iter().enumerate() {
        assert_eq!(text, &expected.lines[k], "{name}, step {k}: the step text");
        let queens = attribute(attributes, "data-queens");
        assert_eq!(
            queens,
            Some(&*expected.boards[k]),
            "{name}, step {k}: {text}"
        );
        assert_eq!(
            attribute(attributes, "data-line").map(str::to_string),
            named_line(text),
            "{name}, step {k}: the line drawn across the board"
        );
        if let Some(Some(masks)) = expected.masks.get(k) {
            let shown = attribute(attributes, "data-masks");
            assert_eq!(shown, Some(masks.as_str()), "{name}, step {k}: the masks");
        }
        // The arrays' flags: 1 where a queen standing after the step holds the line.
        if name.starts_with("arrays") || name.starts_with("constrained") {
            let flags = attribute(attributes, "data-flags");
            let flags = flags.unwrap_or_else(|| panic!("{name}, step {k}: no flags shown"));
            let board = &expected.boards[k];
            assert_eq!(
                flags,
                flags_of(board, expected.n),
                "{name}, step {k}: the flags"
            );
        }
        if let Some(tried) = attribute(attributes, "data-tried") {
            assert!(
                text.trim_start()
                    .starts_with(&format!("try ({tried}): refused")),
                "{name}, step {k}"
            );
        }
    }
    let (last, _) = items.last().unwrap();
    assert_eq!(
        attribute(last, "data-nodes"),
        Some(&*expected.nodes),
        "{name}"
    );
    let solutions = expected.solutions.to_string();
    assert_eq!(
        attribute(last, "data-solutions"),
        Some(&*solutions),
        "{name}"
    );
}

/// The contract read as a person reads it: one page opened straight at `FILE#step=K` (no frame
/// around it), its `id="board"` and `id="step-text"` found in the dump.
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_page_opened_at_step_k_shows_step_k_on_its_board() {
    let Some(browser) = chromium() else {
        return;
    };
    let dir = Scratch::new("trace-html-step");
    let file = page(&dir, "bits", 6);
    let expected = expected("bits", 6);
    let k = expected
        .lines
        .iter()
        .position(|line| line.contains("solution: "))
        .unwrap()
        + 3;
    let dump = headless(
        &browser,
        &["--virtual-time-budget=3000", "--dump-dom"],
        &format!("{}#step={k}", file_url(&file)),
    );
    let board = elements(&dump, "svg");
    let board = board
        .iter()
        .find(|(a, _)| attribute(a, "id") == Some("board"));
    let queens = attribute(&board.expect("the board").0, "data-queens");
    assert_eq!(queens, Some(&*expected.boards[k]), "step {k}");
    let text = elements(&dump, "pre");
    let text = text
        .iter()
        .find(|(a, _)| attribute(a, "id") == Some("step-text"));
    assert_eq!(
        text.expect("the step text").1,
        expected.lines[k],
        "step {k}"
    );
}

/// Self-contained: nothing fetched (no link, no src, no url but the page's own `#ids`, no
/// address but the SVG namespace the script names), at most n = 8, for every method.
#[test]
fn the_page_is_one_self_contained_file() {
    let dir = Scratch::new("trace-html-alone");
    for method in METHODS {
        let file = page(&dir, method, 5);
        let html = std::fs::read_to_string(&file).unwrap();
        assert!(html.starts_with("<!DOCTYPE html>"), "{method}");
        for absent in ["<link", " src=", "@import", "url(http", "<iframe", "fetch("] {
            assert!(!html.contains(absent), "{method}: {absent}");
        }
        let addresses = html.matches("http").count();
        let namespace = html.matches("\"http://www.w3.org/2000/svg\"").count();
        assert_eq!(addresses, namespace, "{method}: only the SVG namespace");
        assert_eq!(
            html.matches("<script").count(),
            2,
            "{method}: the data and the script"
        );
        // Every step of the list is in the page, in order.
        let list = ok(&["--method", method, "5"]);
        let mut from = 0;
        for line in list
            .lines()
            .skip(2)
            .take_while(|l| !l.starts_with("nodes per depth"))
        {
            let quoted = format!("{:?}", line.trim_start()).replace('<', "\\u003c");
            let at = html[from..]
                .find(&quoted)
                .unwrap_or_else(|| panic!("{method}: {line}"));
            from += at + quoted.len();
        }
    }
    // n = 8, the largest: a step in the page for every line of the list, and said so.
    let file = dir.join("arrays-8.html");
    let stdout = ok(&["--html", file.to_str().unwrap(), "8"]);
    let html = std::fs::read_to_string(&file).unwrap();
    let list = ok(&["8"]);
    let steps = list
        .lines()
        .skip(2)
        .take_while(|l| !l.starts_with("nodes per depth"));
    let steps = steps.count();
    assert_eq!(html.matches("\n[\"").count(), steps);
    assert!(stdout.contains(&format!("page: {steps} steps in {}", file.display())));
}

/// The keys the page's help names are the keys its handler takes, each doing what the help says:
/// opened at `#check-keys` (a frame of [`frames`]), the page presses each key of its one table
/// from the middle step and lists where it went; this test finds, from the step list alone,
/// where each should go.
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn each_key_the_help_names_goes_where_the_help_says() {
    let Some(browser) = chromium() else {
        return;
    };
    let lines: Vec<String> = ok(&["--method", "arrays", "6"])
        .lines()
        .skip(2)
        .take_while(|line| !line.starts_with("nodes per depth"))
        .map(str::to_string)
        .collect();
    let last = lines.len();
    let from = last / 2;
    // Step k is line k (from 1); the next (or the last before) whose text starts so.
    let kind = |k: usize, prefix: &str| lines[k - 1].trim_start().starts_with(prefix);
    let next = |prefix: &str| (from + 1..=last).find(|&k| kind(k, prefix)).unwrap_or(last);
    let before = |prefix: &str| (1..from).rev().find(|&k| kind(k, prefix)).unwrap_or(0);
    let expected = [
        ("ArrowLeft", "←", "a step back", from - 1),
        ("ArrowRight", "→", "a step forward", from + 1),
        ("space", "space", "play or pause", from),
        ("Home", "Home", "the start", 0),
        ("End", "End", "the end", last),
        ("s", "S", "the next solution", next("solution: ")),
        ("S", "Shift+S", "the solution before", before("solution: ")),
        ("b", "B", "the next backtrack", next("backtrack: ")),
        (
            "B",
            "Shift+B",
            "the backtrack before",
            before("backtrack: "),
        ),
    ];
    let dump = section(&frames(&browser).dump, "arrays-6/keys");
    let help = elements(dump, "span");
    let help = help
        .iter()
        .find(|(a, _)| attribute(a, "id") == Some("keys"));
    let (attributes, text) = help.expect("the keys' help");
    let keys: Vec<&str> = expected.iter().map(|(key, ..)| *key).collect();
    assert_eq!(attribute(attributes, "data-keys"), Some(&*keys.join(" ")));
    let said: Vec<String> = expected
        .iter()
        .map(|(_, label, does, _)| format!("{label} {does}"))
        .collect();
    assert_eq!(text, &format!("Keys: {}.", said.join(", ")));
    let pressed = elements(dump, "li");
    let pressed: Vec<_> = pressed
        .iter()
        .filter(|(a, _)| attribute(a, "data-key").is_some())
        .collect();
    assert_eq!(pressed.len(), expected.len(), "a press for every key");
    for ((attributes, _), (key, _, does, to)) in pressed.iter().zip(expected) {
        assert_eq!(attribute(attributes, "data-key"), Some(key));
        assert_eq!(attribute(attributes, "data-from"), Some(&*from.to_string()));
        let went = attribute(attributes, "data-to").unwrap();
        assert_eq!(went, to.to_string(), "{key}: {does}, from step {from}");
    }
    // The controls have a button for each way to seek, the backtrack before included.
    for id in [
        "prev-solution",
        "next-solution",
        "prev-backtrack",
        "next-backtrack",
    ] {
        assert!(dump.contains(&format!("id=\"{id}\"")), "{id}");
    }
}

/// In a 1280×900 window (a viewport of 1280×813 once a browser's tab strip and address bar take
/// their 87 px, as Chromium lays a 1280×900 window out), every method at n = 8: the page fits
/// the viewport whole (the footer in sight), no line of the list is cut, nothing runs past the
/// right edge, and no depth label of the tree sits under a node, with the tree followed and
/// panned to put the current node at the left edge. The page measures itself at
/// `#check-layout=1280x813` (steps: the first, the longest line, a third, a half, the last) and
/// lists what it found; the list must be empty. Each page is a frame 1280 wide and taller than
/// 813 (the layout depends on the width alone) in the one harness of [`window`].
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn nothing_is_cut_or_overlaps_at_1280_by_900_for_every_method_at_n_8() {
    let Some(browser) = chromium() else {
        return;
    };
    let window = window(&browser);
    for method in METHODS {
        let body = section(window, &format!("{method}-8/layout"));
        let list = elements(body, "ol");
        let list = list
            .iter()
            .find(|(a, _)| attribute(a, "id") == Some("check-layout"));
        let (attributes, _) = list.unwrap_or_else(|| panic!("{method}: no layout measured"));
        assert_eq!(
            attribute(attributes, "data-steps").map(|s| s.split(' ').count()),
            Some(5),
            "{method}"
        );
        let size = attribute(attributes, "data-window").unwrap();
        assert_eq!(size, "1280x813", "{method}");
        let found: Vec<String> = elements(body, "li")
            .into_iter()
            .filter(|(_, text)| text.starts_with("step "))
            .map(|(_, text)| text)
            .collect();
        assert!(
            found.is_empty(),
            "{method} at {size}:\n{}",
            found.join("\n")
        );
    }
}

/// The learner's own search in its page, opened as a person opens it (no `#step=K`): a search
/// that broke a rule opens at that step, its square marked, its words the list's `wrong:` line;
/// a right one opens at the empty board, nothing marked. acwing843's column flag never cleared
/// (trace at n = 5: the flag is seen left set at step 17 or later), and its right program.
/// Unix only, as the corpus it takes them from.
#[cfg(unix)]
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_learners_page_opens_at_its_first_broken_rule() {
    let Some(browser) = chromium() else {
        return;
    };
    let window = window(&browser);
    let (list, _) = yours("wrong/column-kept", "--list");
    let steps: Vec<&str> = list
        .lines()
        .skip(2)
        .take_while(|line| !line.starts_with("nodes per depth"))
        .collect();
    let k = 1 + steps
        .iter()
        .position(|line| line.trim_start().starts_with("wrong: "))
        .unwrap_or_else(|| panic!("no broken rule in:\n{list}"));
    assert!(k >= 17, "{list}");
    let items = elements(section(window, "yours-wrong/open"), "li");
    assert_eq!(items.len(), 1, "the page did not load");
    let (attributes, text) = &items[0];
    assert_eq!(text, steps[k - 1], "the step text");
    assert_eq!(
        attribute(attributes, "data-hash"),
        Some(&*format!("#step={k}"))
    );
    let wrong = steps[k - 1].trim_start().strip_prefix("wrong: ").unwrap();
    let (row, col) = square(&wrong[..=wrong.find(')').unwrap()]);
    let broken = format!("{row},{col}");
    assert_eq!(
        attribute(attributes, "data-broken"),
        Some(&*broken),
        "{wrong}"
    );
    let items = elements(section(window, "yours-right/open"), "li");
    assert_eq!(items.len(), 1, "the page did not load");
    let (attributes, _) = &items[0];
    assert_eq!(attribute(attributes, "data-hash"), Some("#step=0"));
    assert_eq!(attribute(attributes, "data-broken"), None);
    assert_eq!(attribute(attributes, "data-queens"), Some(""));
}

/// acwing843's program `name` of the corpus (`right`, `wrong/column-kept`), traced at n = 5 with
/// `view` (`--list`, or `--html FILE`): stdout and stderr.
#[cfg(unix)]
fn yours(name: &str, view: &str) -> (String, String) {
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("tests/programs/learners/acwing843/{name}.rs"));
    let program = crate::corpus::compiled("acwing843", &file);
    let mut arguments = vec!["--problem", "acwing843", "--theirs"];
    arguments.push(program.to_str().unwrap());
    arguments.extend(view.split(' '));
    arguments.push("5");
    let (code, stdout, stderr) = common::finished(
        assert_cmd::cargo::cargo_bin_cmd!("trace")
            .args(&arguments)
            .output(),
    );
    assert_eq!(code, Some(0), "{name}:\n{stdout}\n{stderr}");
    (stdout, stderr)
}

/// One Chromium for the pages of a 1280×900 window: a harness of frames 1280 × 1000 (no
/// border), each method's page at n = 8 measuring its layout, and the learner's pages of
/// [`yours`] opened with no step named. Made once a run, whichever test asks first.
fn window(browser: &Path) -> &'static str {
    static DUMP: OnceLock<String> = OnceLock::new();
    DUMP.get_or_init(|| {
        let dir = Scratch::new("trace-html-window");
        let mut frames = Vec::new();
        for method in METHODS {
            page(&dir, method, 8);
            let src = format!("{method}-8.html#check-layout=1280x813");
            frames.push((format!("{method}-8/layout"), src));
        }
        #[cfg(unix)]
        for (name, shown) in [("right", "right"), ("wrong/column-kept", "wrong")] {
            let file = dir.join(format!("yours-{shown}.html"));
            yours(name, &format!("--html {}", file.display()));
            frames.push((format!("yours-{shown}/open"), format!("yours-{shown}.html")));
        }
        let harness_file = dir.join("harness.html");
        let style = "width: 1280px; height: 1000px; border: 0";
        std::fs::write(&harness_file, harness(&frames, style, false)).unwrap();
        headless(
            browser,
            &[
                "--allow-file-access-from-files",
                "--window-size=1280,1000",
                "--virtual-time-budget=10000",
                "--dump-dom",
            ],
            &file_url(&harness_file),
        )
    })
}

/// The harness's section for `frame`: what it copied of that frame; empty when it has none.
fn section<'a>(dump: &'a str, frame: &str) -> &'a str {
    let start = format!("<section data-frame=\"{frame}\"");
    let Some((_, body)) = dump.split_once(&start) else {
        return "";
    };
    body.split("</section>").next().unwrap()
}
