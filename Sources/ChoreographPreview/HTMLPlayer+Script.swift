extension HTMLPlayer {
    /// The page's script: reads the embedded recording, places the views of a frame, plays, scrubs, and follows the
    /// URL fragment (see ``HTMLPlayer``).
    static let script = """
        "use strict";
        window.addEventListener("error", (event) => {
          document.body.dataset.status = "error: " + event.message;
        });
        const recording = JSON.parse(document.getElementById("recording").textContent);
        const stage = document.getElementById("stage");
        const divisions = new Map();
        for (const division of stage.querySelectorAll(".view")) divisions.set(division.dataset.key, division);
        // For each view key, the clip wrappers around its division, outermost first (see enclose).
        const clipWrappers = new Map();
        const frames = recording.frames.map((frame) => {
          const counts = new Map();
          return frame.views.map((view) => {
            const name = view.id !== undefined ? view.id : view.path;
            const count = (counts.get(name) || 0) + 1;
            counts.set(name, count);
            return [count > 1 ? name + "#" + count : name, view];
          });
        });
        const controls = {
          play: document.getElementById("play"), scrub: document.getElementById("scrub"),
          time: document.getElementById("time"), speed: document.getElementById("speed"),
          speedValue: document.getElementById("speed-value"), reverse: document.getElementById("reverse"),
          loop: document.getElementById("loop"),
        };
        let progress = 0;
        let playing = false;
        let lastTime = null;
        let checkMode = false;

        function rgba(hex, factor) {
          const value = (start) => parseInt(hex.slice(start, start + 2), 16);
          const alpha = (hex.length > 7 ? value(7) / 255 : 1) * (factor === undefined ? 1 : factor);
          return "rgba(" + value(1) + ", " + value(3) + ", " + value(5) + ", " + alpha + ")";
        }

        function isIdentity(matrix) {
          return matrix.every((value, index) => value === (index % 5 === 0 ? 1 : 0));
        }

        function setContent(division, view) {
          const signature = JSON.stringify([view.image || null, view.text || null, checkMode]);
          if (division.dataset.signature === signature) return;
          division.dataset.signature = signature;
          division.replaceChildren();
          if (checkMode) return;
          if (view.image) {
            const image = document.createElement("div");
            image.className = "image";
            const [x, y, width, height] = view.image.rect;
            // The name's size is the SVG renderer's: a sixth of the shorter side, from 8 to 14 points.
            const labelSize = Math.min(Math.max(Math.min(width, height) / 6, 8), 14);
            Object.assign(image.style, { left: x + "px", top: y + "px", width: width + "px", height: height + "px",
              background: rgba(view.image.tint), fontSize: labelSize + "px" });
            image.textContent = view.image.name;
            division.append(image);
          }
          if (view.text) {
            const text = document.createElement("div");
            text.className = "text";
            const alignment = { center: "center", right: "flex-end" }[view.text.alignment] || "flex-start";
            Object.assign(text.style, { justifyContent: alignment, fontSize: view.text.fontSize + "px",
              fontWeight: view.text.bold ? "bold" : "normal", color: rgba(view.text.color),
              textAlign: { natural: "left", justified: "justify" }[view.text.alignment] || view.text.alignment });
            text.textContent = view.text.string;
            division.append(text);
          }
        }

        // Puts the division inside one wrapper per clipping ancestor, outermost first: each wrapper covers the stage
        // untransformed and clips to the ancestor's outline, given in stage coordinates by the recording, so the
        // view shows only inside every one of them. The outermost element carries the drawing order.
        function enclose(key, division, outlines, order) {
          let chain = clipWrappers.get(key) || [];
          if (chain.length !== outlines.length) {
            const outer = chain.length > 0 ? chain[0] : division;
            const parent = outer.parentNode;
            const next = outer.nextSibling;
            outer.remove();
            chain = outlines.map(() => {
              const wrapper = document.createElement("div");
              wrapper.className = "clip";
              return wrapper;
            });
            chain.forEach((wrapper, index) => wrapper.append(index + 1 < chain.length ? chain[index + 1] : division));
            parent.insertBefore(chain.length > 0 ? chain[0] : division, next);
            clipWrappers.set(key, chain);
          }
          chain.forEach((wrapper, index) => {
            wrapper.style.clipPath = 'path("' + outlines[index] + '")';
          });
          (chain.length > 0 ? chain[0] : division).style.zIndex = order;
        }

        function place(division, view, order, maskOpacity) {
          const style = division.style;
          style.display = "block";
          style.left = view.center[0] - view.bounds[0] / 2 + "px";
          style.top = view.center[1] - view.bounds[1] / 2 + "px";
          style.width = view.bounds[0] + "px";
          style.height = view.bounds[1] + "px";
          style.transform = isIdentity(view.transform) ? "none" : "matrix3d(" + view.transform.join(", ") + ")";
          style.opacity = view.opacity * maskOpacity;
          style.zIndex = order;
          style.overflow = view.clips ? "hidden" : "visible";
          setContent(division, view);
          if (checkMode) {
            Object.assign(style, { background: division.dataset.checkColor, borderRadius: "0", border: "none",
              boxShadow: "none" });
            return;
          }
          style.background = view.fill ? rgba(view.fill) : "transparent";
          const radii = view.cornerRadii || [view.cornerRadius, view.cornerRadius, view.cornerRadius, view.cornerRadius];
          style.borderRadius = radii.map((radius) => radius + "px").join(" ");
          style.border = view.border ? view.border.width + "px solid " + rgba(view.border.color) : "none";
          const shadow = view.shadow;
          // A view that clips clips its shadow away too, as Core Animation and the SVG renderer do.
          style.boxShadow = shadow && !view.clips && (view.fill || view.image)
            ? shadow.offset[0] + "px " + shadow.offset[1] + "px " + shadow.radius + "px "
              + rgba(shadow.color, shadow.opacity)
            : "none";
        }

        function show(index) {
          const visible = new Set();
          const views = recording.frames[index].views;
          frames[index].forEach(([key, view], order) => {
            const division = divisions.get(key);
            if (!division || view.hidden || view.opacity <= 0) return;
            visible.add(key);
            const outlines = (view.clippedBy || []).map((ancestor) => views[ancestor] && views[ancestor].clipPath)
              .filter((outline) => typeof outline === "string");
            // The masks of the view and its ancestors clip like clipping ancestors, and scale the opacity.
            const masks = (view.maskedBy || []).map((masked) => views[masked] && views[masked].mask)
              .filter((mask) => mask && typeof mask.path === "string");
            const maskOpacity = masks.reduce((product, mask) => product * mask.opacity, 1);
            enclose(key, division, outlines.concat(masks.map((mask) => mask.path)), order);
            place(division, view, order, maskOpacity);
          });
          for (const [key, division] of divisions) {
            if (!visible.has(key)) division.style.display = "none";
          }
          controls.time.textContent = "t = " + recording.frames[index].t.toFixed(3) + " s";
        }

        function setProgress(value) {
          progress = Math.min(1, Math.max(0, value));
          show(Math.round(progress * (frames.length - 1)));
          controls.scrub.value = String(Math.round(progress * 1000));
        }

        function setPlaying(value) {
          playing = value;
          lastTime = null;
          controls.play.textContent = playing ? "Pause" : "Play";
          if (playing) requestAnimationFrame(tick);
        }

        function tick(now) {
          if (!playing) return;
          if (lastTime !== null && recording.duration > 0) {
            const step = ((now - lastTime) / 1000) * Number(controls.speed.value) / recording.duration;
            const backwards = controls.reverse.checked;
            let next = progress + (backwards ? -step : step);
            if (next > 1 || next < 0) {
              if (controls.loop.checked) {
                next = backwards ? 1 : 0;
              } else {
                setProgress(next);
                setPlaying(false);
                return;
              }
            }
            setProgress(next);
          }
          lastTime = now;
          requestAnimationFrame(tick);
        }

        function applyFragment() {
          const parameters = new URLSearchParams(location.hash.slice(1));
          checkMode = parameters.get("check") === "1";
          document.body.classList.toggle("check", checkMode);
          document.body.classList.toggle("stage-only", checkMode || parameters.get("stage") === "1");
          if (parameters.has("progress")) {
            setPlaying(false);
            const value = Number(parameters.get("progress"));
            setProgress(Number.isFinite(value) ? value : 0);
          } else {
            setProgress(progress);
          }
        }

        controls.play.addEventListener("click", () => {
          if (!playing && !controls.loop.checked) {
            if (!controls.reverse.checked && progress >= 1) setProgress(0);
            if (controls.reverse.checked && progress <= 0) setProgress(1);
          }
          setPlaying(!playing);
        });
        controls.scrub.addEventListener("input", () => {
          setPlaying(false);
          setProgress(Number(controls.scrub.value) / 1000);
        });
        controls.speed.addEventListener("input", () => {
          controls.speedValue.textContent = Number(controls.speed.value).toFixed(1) + "×";
        });
        window.addEventListener("hashchange", applyFragment);
        applyFragment();
        if (!new URLSearchParams(location.hash.slice(1)).has("progress")) setPlaying(true);
        if (document.body.dataset.status === "loading") document.body.dataset.status = "ready";

        """
}
