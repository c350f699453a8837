extension HTMLPlayer {
    /// The page's style sheet: system fonts only, nothing loaded.
    static let style = """
        body { margin: 0; padding: 16px; font: 14px -apple-system, system-ui, Helvetica, Arial, sans-serif;
          color: #222; background: #F4F4F6; }
        header h1 { margin: 0 0 4px; font-size: 20px; }
        header p { margin: 0 0 12px; color: #666; }
        main { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
        .stage-frame { display: inline-block; border: 1px solid #CCC; background: #FFF; }
        #stage { position: relative; overflow: hidden; background: #FFF; }
        .clip { position: absolute; inset: 0; }
        .view { position: absolute; box-sizing: border-box; transform-origin: 50% 50%; display: none;
          font-family: Helvetica, Arial, sans-serif; }
        .view .image { position: absolute; display: flex; align-items: center; justify-content: center;
          color: #333; white-space: pre; }
        .view .text { position: absolute; inset: 0; display: flex; align-items: center; white-space: pre;
          line-height: 1.2; }
        .controls { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-top: 12px; }
        #scrub { width: 260px; }
        #time { font-variant-numeric: tabular-nums; min-width: 90px; }
        aside { max-width: 640px; }
        aside h2 { margin: 0 0 8px; font-size: 16px; }
        table.animations { border-collapse: collapse; font-size: 12px; background: #FFF; }
        table.animations th, table.animations td { border: 1px solid #DDD; padding: 3px 6px; text-align: left;
          vertical-align: top; }
        body.stage-only { padding: 0; background: #FFF; }
        body.stage-only header, body.stage-only .controls, body.stage-only aside { display: none; }
        body.stage-only .stage-frame { border: none; display: block; }
        body.stage-only main { display: block; }

        """
}
