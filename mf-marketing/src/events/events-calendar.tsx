// The embedded events calendar (the configured calendar URL). The page paints without it: the
// frame is added when its box comes within CALENDAR_PRELOAD_MARGIN of the viewport, or at once on
// "Show the calendar now". The box keeps one height before and after, so nothing below it moves.
// The link that opens the calendar in a new tab is there from the server HTML on, scripts or not.
import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { island } from '@pv/shared/islands/island';
import { useHydrated } from '@pv/shared/islands/use-hydrated';
import { Button } from '@pv/shared/ui/button';
import { ExternalLink } from '@pv/shared/ui/links';
import { colors, mq, radii } from '@pv/shared/theme/tokens';

/** How far below the viewport the calendar starts loading, so it is ready when it scrolls in. */
export const CALENDAR_PRELOAD_MARGIN = '200px';

/** The frame's height: phones, then from the medium breakpoint on. */
export const CALENDAR_HEIGHT = { phone: 560, wide: 680 } as const;

const boxStyle = css({
  height: CALENDAR_HEIGHT.phone,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  background: colors.white,
  overflow: 'hidden',
  [mq.md]: { height: CALENDAR_HEIGHT.wide },
});

const frameStyle = css({ display: 'block', width: '100%', height: '100%', border: 0 });

const waitingStyle = css({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1rem',
  padding: '1.5rem',
  textAlign: 'center',
  color: colors.inkMuted,
  p: { margin: 0, maxWidth: '32ch' },
});

// A target of at least 44 px, like every button.
const linkRow = css({ margin: '0.5rem 0 0', fontWeight: 600, a: { display: 'inline-flex', alignItems: 'center', minHeight: 44 } });

export interface EventsCalendarProps {
  frameTitle: string;
  /** Shown in the box until the calendar loads. */
  waiting: string;
  /** The button that loads it at once. */
  load: string;
  /** The link that opens the calendar in a new tab. */
  open: string;
}

function EventsCalendar({ frameTitle, waiting, load, open }: EventsCalendarProps) {
  const { urls } = useSiteConfig();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (shown || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setShown(true), {
      rootMargin: `${CALENDAR_PRELOAD_MARGIN} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <div>
      <div ref={box} css={boxStyle} data-calendar={shown ? 'loaded' : 'waiting'}>
        {shown ? (
          <iframe src={urls.eventsCalendar} title={frameTitle} loading="lazy" css={frameStyle} />
        ) : (
          <div css={waitingStyle}>
            <p>{waiting}</p>
            {hydrated ? (
              <Button variant="ghost" onClick={() => setShown(true)}>
                {load}
              </Button>
            ) : null}
          </div>
        )}
      </div>
      <p css={linkRow}>
        <ExternalLink href={urls.eventsCalendar} category="Events Calendar">
          {open}
        </ExternalLink>
      </p>
    </div>
  );
}

export default island('events-calendar', EventsCalendar);
