-- The blog's posts for a new local database, written from mf-blog/content/posts/*.md by
-- `npm run post -w @pv/mf-blog -- seed`: edit the posts, not this file (a unit test compares them).
-- Bodies are the posts' Markdown rendered and sanitised as `publish` stores them.
--
-- Safe to run more than once: rows are keyed by slug and existing rows are left untouched (on
-- conflict do nothing). The authors are SAMPLE PEOPLE, not real staff, and the posts demo
-- content, for an operator to replace. Featured images ship with the blog remote
-- (mf-blog/public/images/blog/). Drafts (draft: true) are stored unpublished and never appear on
-- the site.

insert into public.blog_posts
  (slug, title, excerpt, content, meta_description, featured_image, tags, author, published_date, updated_at, is_published)
values
  (
    'runway-math-when-to-start-raising',
    'Runway Math: When to Start Raising (Earlier Than You Think)',
    null,
    $html$<p>Ask founders when they plan to start fundraising and many will answer with a milestone: "once we hit $50K MRR," "after the product launch." Ask how many months of cash they have and the answer is often less precise than it should be. The most common fundraising mistake we see is not a bad deck or a weak pitch. It is starting too late.</p>
<p>This article walks through the runway math, the real timeline of a raise, and a simple rule for when to begin.</p>
<h2 id="runway-done-properly">Runway, done properly</h2>
<p>The textbook formula is simple: <strong>runway = cash in the bank ÷ monthly net burn</strong>, where net burn is cash out minus cash in. With $1.5M in the bank and $70K of net burn, you have about 21 months.</p>
<p>The trouble is that burn rarely stays flat. After a raise, companies hire, and every hire increases burn for as long as the company exists. Here is an illustrative example with the same $1.5M, starting at $70K a month of net burn, with burn rising 5% a month as the team grows:</p>
<table tabindex="0">
<thead>
<tr>
<th>Month</th>
<th>Cash remaining (approx.)</th>
<th>Monthly net burn (approx.)</th>
</tr>
</thead>
<tbody>
<tr>
<td>0</td>
<td>$1,500,000</td>
<td>$70,000</td>
</tr>
<tr>
<td>3</td>
<td>$1,279,000</td>
<td>$81,000</td>
</tr>
<tr>
<td>6</td>
<td>$1,024,000</td>
<td>$94,000</td>
</tr>
<tr>
<td>9</td>
<td>$728,000</td>
<td>$109,000</td>
</tr>
<tr>
<td>12</td>
<td>$386,000</td>
<td>$126,000</td>
</tr>
<tr>
<td>15</td>
<td>Out of cash</td>
<td>—</td>
</tr>
</tbody>
</table>
<p>The naive calculation said 21 months. The realistic one says under 15. That six-month gap is roughly the length of an entire fundraising process.</p>
<p>Build your runway forecast from a monthly plan, including planned hires with start dates, expected revenue, and one-off costs such as annual software contracts or legal fees for the raise itself. Update it monthly.</p>
<h2 id="how-long-a-raise-actually-takes">How long a raise actually takes</h2>
<p>Founders tend to estimate the time from first meeting to money in the bank. The real clock starts earlier and ends later:</p>
<ol>
<li><strong>Preparation (4 to 8 weeks):</strong> deck, data room, financial model, investor list, warm-intro requests, practice pitches.</li>
<li><strong>Meetings (6 to 10 weeks):</strong> first meetings, follow-ups, partner meetings. Longer if the market is slow or your sector is out of favor.</li>
<li><strong>Term sheet to close (3 to 6 weeks):</strong> diligence, legal documents, signatures, wires.</li>
</ol>
<p>That adds up to roughly three to six months for a process that goes reasonably well. Many take longer. And the months around major holidays, particularly late December and, in many places, August, are often slower for investor decisions.</p>
<h2 id="the-rule-start-with-9-to-12-months-of-runway">The rule: start with 9 to 12 months of runway</h2>
<p>Combine the two pieces. If a raise takes three to six months, and you want to finish it with a comfortable cushion rather than days of cash, you should start preparing when you have <strong>at least 9 to 12 months of realistic runway</strong> left. Closing with about six months remaining gives you room for a slow process, and means you are not negotiating with the clock visibly running out.</p>
<p>Why the cushion matters: investors can see your runway. It appears in your model, and experienced investors infer it from your burn and your last raise date. A company with four months of cash left has very little leverage on terms, and investors know it. A company with ten months can walk away from a bad term sheet.</p>
<h2 id="milestones-and-runway-are-the-same-conversation">Milestones and runway are the same conversation</h2>
<p>The best time to raise is when your next milestone has just been reached and you still have time. The worst is when you need the milestone to raise but the runway to reach it is gone. Work backward:</p>
<ol>
<li>What evidence will the next round's investors need? (For example: $1M ARR with strong retention, or a completed pilot with a named partner.)</li>
<li>When, realistically, will you have it? Add a buffer, because milestones slip.</li>
<li>Do you have the runway to reach that point <em>and</em> run a three-to-six-month process after it?</li>
</ol>
<p>If the answer to the third question is no, you have three honest options: reduce burn to extend runway, raise a smaller amount now (from existing investors, or on a SAFE) to bridge to the milestone, or redefine the milestone to something achievable in the time you have.</p>
<h2 id="default-alive-or-default-dead">Default alive or default dead</h2>
<p>Paul Graham's essay <a href="https://paulgraham.com/aord.html" target="_blank" rel="noopener noreferrer">"Default Alive or Default Dead?"</a> offers a useful check: assuming your current expense and revenue growth continue, will the company reach profitability on the money it has? If yes, you are "default alive," and fundraising is an accelerant. If no, you are "default dead," and fundraising is a necessity with a deadline.</p>
<p>Most venture-backed startups are default dead at pre-seed and seed by design. That's fine, as long as you know it and plan accordingly. The danger is believing you are further from the edge than you are.</p>
<h2 id="how-much-to-raise">How much to raise</h2>
<p>A common guideline is to raise enough for <strong>18 to 24 months</strong> of runway at the burn your plan requires. Less, and you will be fundraising again almost as soon as you finish. Much more, and you may dilute more than you need to, or spend on a plan that the market hasn't validated yet.</p>
<p>Frame the amount around the milestone, not the calendar: "$1.8M takes us to 22 months of runway and the evidence needed for a Series A, with four months of buffer." That sentence answers the investor's real question: what does my money buy?</p>
<h2 id="a-monthly-habit">A monthly habit</h2>
<p>Once a month, with your co-founders, review three numbers: cash in the bank, realistic runway based on planned spending, and months until you need to start raising (runway minus 9 to 12). If the last number is below three, start preparing now. It will feel early. It almost always turns out to be just in time.</p>
$html$,
    'Runway is shorter than cash divided by burn, and a raise takes three to six months. The math behind starting with 9 to 12 months of runway left.',
    '/images/blog/runway-math-when-to-start-raising.webp',
    array['Metrics', 'Fundraising', 'Founder Mindset']::text[],
    'Priya Raman',
    '2024-01-23T09:30:00-05:00'::timestamptz,
    '2024-01-23T09:30:00-05:00'::timestamptz,
    true
  ),
  (
    'how-to-build-an-investor-pipeline-that-actually-closes',
    'How to Build an Investor Pipeline That Actually Closes',
    'Treat fundraising as a pipeline, not a string of conversations: a qualified list, tiers, defined stages and a weekly rhythm that tells you early when a round is in trouble.',
    $html$<p>Most founders treat fundraising as a series of conversations. The ones who close treat it as a pipeline: a defined list of prospects, moving through defined stages, with a number attached to every stage. The difference is not bureaucracy. It is the difference between knowing on week three that your round is in trouble and finding out on week twelve.</p>
<p>This guide walks through how to build that pipeline for a pre-seed or seed round, from the first list to the last signature.</p>
<h2 id="start-with-the-round-not-the-list">Start with the round, not the list</h2>
<p>Before you write down a single investor name, write down three things: how much you are raising, what it buys (usually 18 to 24 months of runway to a specific milestone), and what kind of check sizes make up the round. A $1.5M seed round might be one lead writing $750K to $1M, two or three smaller funds at $150K to $250K each, and a handful of angels at $25K to $50K. That shape tells you who belongs on your list. A fund whose typical first check is $5M does not, no matter how famous it is.</p>
<p>Write the target shape at the top of your tracker. Every investor you add should fit one of those slots.</p>
<h2 id="build-a-list-of-80-to-150-names">Build a list of 80 to 150 names</h2>
<p>That number surprises people. It shouldn't. Even a well-run seed process converts a small fraction of first meetings into checks, and a smaller fraction still of cold names into first meetings. An illustrative funnel for a seed round that closes looks something like this:</p>
<table tabindex="0">
<thead>
<tr>
<th>Stage</th>
<th>Count (illustrative)</th>
<th>Conversion from previous stage</th>
</tr>
</thead>
<tbody>
<tr>
<td>Qualified investors on the list</td>
<td>120</td>
<td>—</td>
</tr>
<tr>
<td>Contacted (intro or outreach)</td>
<td>90</td>
<td>75%</td>
</tr>
<tr>
<td>First meeting</td>
<td>40</td>
<td>44%</td>
</tr>
<tr>
<td>Second meeting or partner meeting</td>
<td>14</td>
<td>35%</td>
</tr>
<tr>
<td>Diligence or term discussion</td>
<td>6</td>
<td>43%</td>
</tr>
<tr>
<td>Committed</td>
<td>4 to 8 (including angels)</td>
<td>—</td>
</tr>
</tbody>
</table>
<p>Your numbers will differ. The point is that every stage loses people, so the top of the funnel has to be wide enough to survive the losses.</p>
<h3 id="what-qualified-means">What "qualified" means</h3>
<p>An investor is qualified for your round when all four of these are true:</p>
<ul>
<li><strong>Stage:</strong> they invest at your stage right now, not "occasionally" and not three years ago.</li>
<li><strong>Check size:</strong> their typical check fits one of the slots in your round.</li>
<li><strong>Sector and thesis:</strong> they have invested in your category, or have written or spoken publicly about wanting to.</li>
<li><strong>No conflict:</strong> they do not back a direct competitor. Check their portfolio page before you reach out, not after the first meeting.</li>
</ul>
<p>Sources for building the list include fund websites and portfolio pages, recent funding announcements in your sector, the cap tables of companies one or two years ahead of you (founders will often tell you who was helpful), angel groups and syndicates, and databases such as Crunchbase or PitchBook if you have access. Verify anything a database tells you against the investor's own recent activity. Databases lag.</p>
<h2 id="tier-the-list">Tier the list</h2>
<p>Not every name deserves the same effort or the same timing. Split the list into three tiers:</p>
<ol>
<li><strong>Tier 1 (15 to 25 names):</strong> the best fit, the investors you would most like to lead. These get your strongest intros and your full preparation.</li>
<li><strong>Tier 2 (30 to 50 names):</strong> good fit, likely followers or possible leads.</li>
<li><strong>Tier 3 (the rest):</strong> plausible but less certain, plus angels who fill out the round.</li>
</ol>
<p>Here is the counterintuitive part: <strong>do not start with Tier 1.</strong> Take your first five to eight meetings with Tier 2 investors. Your pitch will be noticeably better by meeting ten than it was at meeting one, because the questions you fumble early are the ones you will have crisp answers for later. Spend the early, rougher meetings on investors who matter less.</p>
<p>Once your answers are sharp, move to Tier 1 and compress it. Ideally most Tier 1 first meetings happen within a two-week window.</p>
<h2 id="why-compression-matters">Why compression matters</h2>
<p>Investors move faster when other investors are moving. If one fund is heading to a partner meeting, others want to know before they lose the chance. A spread-out process, one meeting a week over four months, gives every investor permission to wait and see. Waiting is the default answer in venture, and a drawn-out process makes it the easy answer.</p>
<p>Compression also protects your company. A raise that drags on pulls the CEO away from the business for months. Plan for an intense six to ten weeks from first Tier 1 meeting to signed lead, and protect your calendar accordingly.</p>
<h2 id="define-your-stages-and-track-them-honestly">Define your stages and track them honestly</h2>
<p>Use whatever tool you like: a spreadsheet, Airtable, Notion or a CRM. The tool matters much less than the discipline. A workable set of stages:</p>
<ol>
<li>Researched (qualified, not yet contacted)</li>
<li>Intro requested</li>
<li>Contacted</li>
<li>First meeting scheduled</li>
<li>First meeting held</li>
<li>Follow-up in progress (second meeting, data requests, partner meeting)</li>
<li>Term sheet or commitment</li>
<li>Closed</li>
<li>Passed (with the reason)</li>
</ol>
<p>For every investor record: the partner's name, who introduced you, check size, the date of the last touch, the next step, and <em>who owns the next step</em>. That last field is the one most founders skip and most need. If the next step belongs to the investor ("they're discussing it Monday"), write down the date you will follow up if you hear nothing.</p>
<h3 id="be-ruthless-about-maybe">Be ruthless about "maybe"</h3>
<p>An investor who says "keep us posted" is not in the follow-up stage. They are in the passed stage with good manners. Keep them on your update list, but do not count them in your forecast. A pipeline full of polite maybes makes founders feel further along than they are, and the feeling is expensive.</p>
<h2 id="run-the-process-week-by-week">Run the process week by week</h2>
<p>A simple weekly rhythm keeps the pipeline moving:</p>
<ul>
<li><strong>Monday:</strong> review every open record. What moved last week? What is stuck? Which follow-ups are due?</li>
<li><strong>Monday and Tuesday:</strong> send intro requests and outreach for the next batch.</li>
<li><strong>Tuesday to Thursday:</strong> meetings. Cluster them so the rest of the week stays usable for the business.</li>
<li><strong>Same day as every meeting:</strong> send a short follow-up with anything you promised, and log notes while they are fresh: questions asked, concerns raised, stated next step.</li>
<li><strong>Friday:</strong> update the funnel numbers. Count meetings held, second meetings, and open diligence conversations.</li>
</ul>
<p>After every five or so meetings, read your notes together and look for patterns. If four investors in a row asked about customer acquisition cost, that belongs in the deck, not in the questions afterward.</p>
<h2 id="read-the-numbers-as-signals">Read the numbers as signals</h2>
<p>The funnel tells you where the problem is, which tells you what to fix:</p>
<ul>
<li><strong>Low response to outreach:</strong> the problem is the list (poor fit) or the ask (your intro blurb or email is not compelling). Rewrite the blurb and re-check qualification.</li>
<li><strong>Plenty of first meetings, few second meetings:</strong> the problem is the pitch or the story. Investors are curious but not convinced. Review your notes for the objection that keeps recurring.</li>
<li><strong>Second meetings that stall in diligence:</strong> the problem is usually the evidence. Metrics, customer references or the data room are not backing up the story.</li>
<li><strong>Interest but no one will lead:</strong> common at seed. You may need to find a lead among investors who explicitly lead rounds, or restructure with a smaller first close.</li>
</ul>
<h2 id="get-to-a-lead-then-fill-the-round">Get to a lead, then fill the round</h2>
<p>At seed, almost everything depends on finding a lead: the investor who sets or accepts terms, writes the largest check, and gives the others confidence. Many investors, especially angels and smaller funds, will say some version of "come back when you have a lead." That is not a rejection; log it as a conditional commitment and follow up the day your lead is in place.</p>
<p>Once a lead commits, your job changes. Go back through everyone who expressed conditional interest, tell them the round has a lead and the terms, and give them a clear deadline. A round with a lead and a deadline fills much faster than a round without either.</p>
<h2 id="close-cleanly">Close cleanly</h2>
<p>Closing has its own checklist: final documents from counsel, signature collection, wire instructions, and confirmation of receipt. Track each investor through closing the same way you tracked them through meetings, because a verbal commitment is not money in the bank. Then send every investor who passed a short, gracious note that the round is closed. Some of them will lead your next one.</p>
<blockquote>
<p>A pipeline does not make fundraising easy. It makes it legible: you always know how many real conversations you have, where they are, and what you need to do next.</p>
</blockquote>
$html$,
    'Build a seed-round investor pipeline: qualify 80-150 names, tier them, compress meetings, track stages honestly and read the funnel as a signal.',
    '/images/blog/how-to-build-an-investor-pipeline-that-actually-closes.webp',
    array['Fundraising', 'Investors', 'Venture Capital']::text[],
    'Maya Okafor',
    '2024-02-13T10:00:00-05:00'::timestamptz,
    '2024-02-13T10:00:00-05:00'::timestamptz,
    true
  ),
  (
    'the-seed-pitch-deck-slide-by-slide',
    'The Seed Pitch Deck, Slide by Slide',
    'A slide-by-slide structure for pre-seed and seed decks, what each slide has to prove, and why you need a version that works when you''re not in the room.',
    $html$<p>A seed pitch deck has two jobs, and founders usually design for only one of them. The first job is to support a live conversation. The second, more common, is to be read alone, on a phone, by a partner who has three minutes between meetings and has never heard of you. If the deck cannot do the second job, you will rarely get the chance to do the first.</p>
<p>This is a slide-by-slide structure that works for most pre-seed and seed companies, with notes on what each slide has to prove. Treat it as a default to depart from deliberately, not a template to fill in.</p>
<h2 id="before-you-open-the-slide-software">Before you open the slide software</h2>
<p>Write the whole pitch as five sentences first:</p>
<ol>
<li>Who has the problem, and how painful is it?</li>
<li>What do you do about it that others can't or don't?</li>
<li>What evidence shows it is working?</li>
<li>Why could this become a very large company?</li>
<li>Why is your team the one to build it, and what will this round achieve?</li>
</ol>
<p>If you cannot write those five sentences plainly, no amount of design will help. Every slide below exists to support one of them.</p>
<h2 id="the-slides">The slides</h2>
<h3 id="1-title">1. Title</h3>
<p>Company name, a one-line description of what you do, and contact details. The one-liner should say what the company does in words a smart outsider understands: "Scheduling software for home-care agencies," not "Reimagining the future of care." If the reader learns nothing from your title slide, you have spent your most-read slide on decoration.</p>
<h3 id="2-problem">2. Problem</h3>
<p>Describe a specific person with a specific, costly problem. Good problem slides name who feels the pain, how often, and what it costs them in money, time or risk. "Home-care agencies lose an average of X hours a week re-scheduling visits when caregivers call out" is far better than "Healthcare is inefficient." Use a real figure if you have one from your own customer interviews, and say where it came from.</p>
<h3 id="3-solution">3. Solution</h3>
<p>Show what the product does, ideally with one screenshot or a simple before-and-after. Resist the feature list. The solution slide answers: what does the customer do differently now, and what do they get?</p>
<h3 id="4-why-now">4. Why now</h3>
<p>Great companies usually ride a change: a new technology, a regulation, a shift in buyer behavior, a cost curve that crossed a threshold. Investors ask "why hasn't this been done?" and "why will it work now?" This slide answers both. If you can't name the change, consider whether there is one.</p>
<h3 id="5-traction">5. Traction</h3>
<p>At seed, this is often the slide that decides the meeting. Show your strongest evidence, honestly labelled: revenue and its growth rate, active users and retention, signed pilots, letters of intent, a waitlist with conversion data. One clear chart beats four cluttered ones. Label the axes, show the time period, and don't crop the y-axis to exaggerate growth; experienced readers notice, and it costs you credibility you need later.</p>
<p>If you are pre-revenue, show the evidence you do have: the number of customer discovery interviews, the share who described the problem unprompted, pilot commitments, or engagement in a prototype.</p>
<h3 id="6-market">6. Market</h3>
<p>Skip the top-down slide that says the global market is $200 billion and you only need 1% of it. Build it bottom-up: the number of potential customers you can identify, multiplied by what each would realistically pay per year. For the illustrative home-care example: 12,000 agencies in the US at an average of $18,000 a year is a $216M serviceable market, before expansion into adjacent products or segments. A bottom-up number shows you understand your customer. A top-down number shows you found a report.</p>
<h3 id="7-business-model">7. Business model</h3>
<p>How you charge, how much, and what the unit economics look like or are expected to look like. At pre-seed, this can be a pricing hypothesis with the evidence behind it. At seed, investors will want early gross margin and some sense of what it costs to acquire a customer.</p>
<h3 id="8-go-to-market">8. Go-to-market</h3>
<p>How you will find and win customers, concretely. Which channel has worked so far, what it costs, and how it scales. "Partnerships and content marketing" is not a go-to-market plan. "Founder-led sales to agencies with 50 to 200 caregivers, sourced through two state associations, averaging a 30-day sales cycle across our first nine customers" is.</p>
<h3 id="9-competition">9. Competition</h3>
<p>Name the real alternatives, including the most common one: spreadsheets, phone calls and doing nothing. Avoid the two-by-two chart where you alone sit in the top-right corner; every investor has seen hundreds of them. Instead, explain the one or two things you do that are hard for others to copy, and why.</p>
<h3 id="10-team">10. Team</h3>
<p>Why this team wins this market. Relevant experience, unusual insight, and evidence of speed. Logos of prior employers help only if they connect to the problem. "Ran scheduling operations for a 400-caregiver agency for six years" beats a list of famous companies.</p>
<h3 id="11-financials-and-milestones">11. Financials and milestones</h3>
<p>Not a five-year spreadsheet. A simple view of where the money goes and which milestones it buys. Investors at seed are mostly asking: will this round get the company to the evidence required for the next round?</p>
<h3 id="12-the-ask">12. The ask</h3>
<p>How much you are raising, on what instrument if you have decided, and what it achieves: "Raising $1.5M to reach $1M ARR and 24 months of runway." Avoid a pie chart of use of funds with percentages to one decimal place. A short list of the two or three biggest investments is enough.</p>
<h2 id="appendix-slides">Appendix slides</h2>
<p>Keep a handful of appendix slides ready for questions you expect in a second meeting: a detailed cohort or retention table, pipeline detail, product roadmap, technical architecture, or customer quotes. They stay out of the main deck and come out when someone asks. Having them ready signals preparation without bloating the story.</p>
<h2 id="two-versions-send-and-present">Two versions: send and present</h2>
<p>Make two decks. The <strong>send deck</strong> is designed to be read without you: more words per slide, complete sentences on the key slides, and no slide that only makes sense with narration. The <strong>presenting deck</strong> is sparser, because you are the narration. Most founders only make the second and email it, which is why so many decks arrive looking like a set of headlines without an article.</p>
<p>A few practical notes on the send deck:</p>
<ul>
<li>Send a PDF or a view-only link. Link-based sharing tools let you see who opened the deck and which slides they spent time on, which is useful signal, but some investors dislike being asked for an email address to view it.</li>
<li>Keep it to about 12 to 15 slides plus appendix. Length is not rigor.</li>
<li>Put the date on it. Investors forward decks, and numbers age.</li>
<li>Check that it reads well on a phone screen. Many first reads happen there.</li>
</ul>
<h2 id="design-clear-beats-clever">Design: clear beats clever</h2>
<p>Investors are not judging your design skills, but poor design makes your thinking harder to follow. Follow three rules:</p>
<ul>
<li><strong>One idea per slide,</strong> stated in the headline as a full sentence. "Agencies that adopt us cut reschedule time by 60%" is a headline; "Results" is a label.</li>
<li><strong>Large type.</strong> If you need a small font to fit everything in, the slide holds too much.</li>
<li><strong>Consistent visual language.</strong> Same fonts, same colors for the same meanings, and charts with labelled axes.</li>
</ul>
<h2 id="test-it-before-you-send-it">Test it before you send it</h2>
<p>Give the send deck to three people who do not know your company: ideally a founder who has raised, someone in your target customer profile, and someone with no background at all. Ask each of them to explain back to you, in two minutes, what the company does, why it matters, and why now. Where their explanation goes wrong, the deck is wrong. Fix it and test again.</p>
<p>Then rehearse the presenting version until you can deliver it in ten minutes with room for questions. Most good first meetings are conversations that start from the deck, not a performance of it. The better you know the structure, the more easily you can leave it when an investor wants to go deep on something, and come back when they're done.</p>
<blockquote>
<p>The test of a pitch deck is not whether it impresses. It is whether the person who read it can explain your company accurately to their partners on Monday morning.</p>
</blockquote>
$html$,
    'A slide-by-slide seed pitch deck structure: what each slide must prove, send deck vs. presenting deck, and how to test your deck before investors see it.',
    '/images/blog/the-seed-pitch-deck-slide-by-slide.webp',
    array['Pitch Deck', 'Fundraising', 'Investors']::text[],
    'Elena Voss',
    '2024-03-19T09:00:00-04:00'::timestamptz,
    '2025-02-04T11:15:00-05:00'::timestamptz,
    true
  ),
  (
    'safes-vs-priced-rounds-what-founders-actually-give-up',
    'SAFEs vs. Priced Rounds: What Founders Actually Give Up',
    'How SAFEs and priced rounds really work, what each one costs you, and a worked example of how post-money SAFEs stack up before your first priced round.',
    $html$<p>Almost every founder raising a first round faces the same fork: raise on SAFEs (or convertible notes), or raise a priced round with preferred stock. Advice on the choice tends to be confident and contradictory. "SAFEs are founder-friendly." "SAFEs are a trap." Both statements are true in some situations and false in others.</p>
<p>This article explains how each instrument actually works, what each one costs you, and how to choose. It is not legal or tax advice. Your startup lawyer should review any document before you sign it, and a good one will also help you model the outcome.</p>
<h2 id="the-short-version">The short version</h2>
<table tabindex="0">
<thead>
<tr>
<th>Question</th>
<th>SAFE</th>
<th>Priced round</th>
</tr>
</thead>
<tbody>
<tr>
<td>What the investor gets today</td>
<td>A contractual right to shares later</td>
<td>Preferred shares now</td>
</tr>
<tr>
<td>Valuation</td>
<td>Usually a valuation cap, sometimes a discount; no price set today</td>
<td>A price per share, set today</td>
</tr>
<tr>
<td>Documents</td>
<td>A few pages, largely standardized</td>
<td>A full set: charter amendment, stock purchase, investor rights, voting, and others</td>
</tr>
<tr>
<td>Typical legal cost (rough, varies widely)</td>
<td>Low; often a few thousand dollars or less</td>
<td>Substantially higher; often tens of thousands across both sides</td>
</tr>
<tr>
<td>Time to close</td>
<td>Days, one investor at a time</td>
<td>Weeks, usually in one or two closings</td>
</tr>
<tr>
<td>Governance</td>
<td>Usually none: no board seat, few or no voting rights</td>
<td>Often a board seat and protective provisions</td>
</tr>
<tr>
<td>Ownership clarity</td>
<td>Clear per SAFE (post-money), but easy to lose track of in total</td>
<td>Clear immediately</td>
</tr>
</tbody>
</table>
<h2 id="how-a-safe-works">How a SAFE works</h2>
<p>SAFE stands for Simple Agreement for Future Equity. Y Combinator introduced it in 2013 as a simpler alternative to convertible notes, and published a revised "post-money" version in 2018 that is now the most common form. The documents and a user guide are freely available on <a href="https://www.ycombinator.com/documents" target="_blank" rel="noopener noreferrer">Y Combinator's documents page</a>, which is worth reading in full before your first raise.</p>
<p>An investor gives you money today. In return they receive the right to shares in your next priced equity round (or a payout if the company is sold or shuts down first). The SAFE is not debt: it has no interest rate and no maturity date, so it cannot "come due."</p>
<p>Two terms control how many shares the investor eventually gets:</p>
<ul>
<li><strong>Valuation cap.</strong> The maximum valuation at which the SAFE converts. If your priced round happens at a higher valuation, the SAFE holder converts as if the valuation were the cap, so they get more shares than the new investors would for the same money. This rewards them for investing earlier.</li>
<li><strong>Discount.</strong> A percentage off the priced round's share price, commonly in the range of 10% to 20% where used. Some SAFEs have a cap only, some a discount only, a few both (the investor gets whichever is better for them), and some neither but with a "most favored nation" clause that gives them the best terms you later offer other SAFE investors.</li>
</ul>
<h3 id="post-money-vs-pre-money-safes">Post-money vs. pre-money SAFEs</h3>
<p>This distinction matters more than most founders realize. In the original pre-money SAFE, each investor's eventual ownership depended on how much other money came in on SAFEs, so nobody, including you, knew exactly how much of the company had been sold until conversion.</p>
<p>In the post-money SAFE, the cap is a post-money valuation that includes all the SAFE money. That makes each investor's ownership easy to calculate: <strong>investment divided by post-money cap</strong>. A $500K SAFE at a $10M post-money cap buys 5% of the company, measured just before the priced round. Clear for the investor, and clear for you, if you keep adding it up.</p>
<h2 id="the-dilution-that-safes-hide-in-plain-sight">The dilution that SAFEs hide in plain sight</h2>
<p>Because each SAFE is simple, it is easy to keep raising them one at a time. A $250K SAFE here, a $400K SAFE there, a new cap after a good quarter. None of them feels like "a round." But post-money SAFEs do not dilute each other. They all dilute <em>you</em>, and they stack.</p>
<p>Here is an illustrative, simplified example. It assumes one class of founder shares, a 10% option pool that is entirely unissued, standard post-money SAFEs with caps and no discounts, and a priced round where the investors require the unissued option pool to be 10% of the company after the round. Real conversions involve more detail, so model yours with counsel.</p>
<ol>
<li><strong>Start:</strong> founders 90%, option pool 10%.</li>
<li><strong>First SAFE raise:</strong> $1M at a $10M post-money cap. Those investors will own 10%.</li>
<li><strong>Second SAFE raise, a year later:</strong> $1M at a $16M post-money cap. Those investors will own 6.25%.</li>
<li><strong>Priced round:</strong> $5M at a $20M pre-money valuation ($25M post-money). New investors own 20%.</li>
</ol>
<table tabindex="0">
<thead>
<tr>
<th>Holder</th>
<th>Before SAFEs</th>
<th>After SAFEs convert (before new money)</th>
<th>After priced round</th>
</tr>
</thead>
<tbody>
<tr>
<td>Founders</td>
<td>90.0%</td>
<td>75.4%</td>
<td>57.6%</td>
</tr>
<tr>
<td>Option pool</td>
<td>10.0%</td>
<td>8.4%</td>
<td>10.0%</td>
</tr>
<tr>
<td>SAFE investors</td>
<td>—</td>
<td>16.25%</td>
<td>12.4%</td>
</tr>
<tr>
<td>New priced-round investors</td>
<td>—</td>
<td>—</td>
<td>20.0%</td>
</tr>
</tbody>
</table>
<p>Two things in that table surprise founders. First, the SAFEs together took 16.25%, more than either one felt like at the time. Second, the founders end at 57.6%, not the 60.3% you get by naively multiplying 90% by 83.75% by 80%. The difference comes from the option pool: the new investors want a refreshed pool in the pre-money valuation, and under the standard post-money SAFE, the SAFE holders are largely protected from that top-up. The founders absorb it.</p>
<p>None of this makes SAFEs bad. It means you should keep a running pro forma cap table from your very first SAFE, and update it every time you sign another. If you cannot say what percentage of the company you have already sold on SAFEs, stop and work it out before you sign the next one.</p>
<h2 id="how-a-priced-round-works">How a priced round works</h2>
<p>In a priced round, you and your lead investor agree on a pre-money valuation and a round size. That sets a price per share. Investors buy newly issued preferred stock at that price, and everyone knows the ownership split the moment the round closes.</p>
<p>Preferred stock comes with rights that common stock (what founders and employees hold) does not have. The most important are:</p>
<ul>
<li><strong>Liquidation preference:</strong> in a sale, preferred holders get their money back (typically 1x, non-participating at seed and Series A) before common holders share the rest.</li>
<li><strong>Protective provisions:</strong> a list of actions, such as issuing new senior stock or selling the company, that require the preferred holders' approval.</li>
<li><strong>Board composition:</strong> often a board seat for the lead investor.</li>
<li><strong>Information and pro rata rights:</strong> regular financial reporting, and the right to invest in future rounds to maintain ownership.</li>
</ul>
<p>Most US seed and Series A rounds use documents based on the <a href="https://nvca.org/model-legal-documents/" target="_blank" rel="noopener noreferrer">NVCA model legal documents</a> or shorter "Series Seed" variants. They are long, but standardized enough that experienced lawyers can negotiate the handful of terms that matter without reinventing everything.</p>
<h2 id="what-a-safe-really-costs-you">What a SAFE really costs you</h2>
<p>The apparent cost of a SAFE is low: cheap documents, a fast close, no board seat. The real costs are less visible:</p>
<ul>
<li><strong>Ownership uncertainty.</strong> Especially with uncapped or pre-money SAFEs, you may not know what you have sold until the priced round, which is exactly when it is too late to change it.</li>
<li><strong>Stacking.</strong> As above, many SAFEs at different caps add up, and the total often surprises founders at the Series A.</li>
<li><strong>Signal at the priced round.</strong> A large SAFE overhang can make the next priced round harder, because the lead investor sees how much of the company is spoken for before they invest.</li>
<li><strong>Cap as anchor.</strong> A cap is not a valuation, but everyone treats it like one. A low cap can anchor your next negotiation downward. A very high cap can create a "down round" feel if the priced round comes in below it.</li>
<li><strong>Less structure, less support.</strong> SAFE investors usually have no formal rights. That is freedom, but it can also mean no one is formally committed to helping you.</li>
</ul>
<h2 id="what-a-priced-round-really-costs-you">What a priced round really costs you</h2>
<ul>
<li><strong>Money.</strong> Legal fees on both sides, with the company usually paying the lead's counsel up to a cap. At small round sizes, this can be a meaningful percentage of the round.</li>
<li><strong>Time.</strong> Negotiating a term sheet, then the definitive documents, then closing, commonly takes several weeks after the term sheet is signed.</li>
<li><strong>Governance.</strong> A board with investor representation, protective provisions and information obligations. Good investors make this valuable, but it is real process.</li>
<li><strong>A fixed valuation.</strong> A priced round sets a clear marker. If the next round is priced lower, that is a down round, with consequences for morale and, depending on terms, anti-dilution adjustments.</li>
</ul>
<p>It also brings real benefits: clean ownership, a committed lead who has done diligence and has a stake in your success, and a structure that later investors understand without needing to model conversions.</p>
<h2 id="how-to-choose">How to choose</h2>
<p>These rules of thumb hold for most pre-seed and seed companies:</p>
<h3 id="safes-tend-to-fit-when">SAFEs tend to fit when</h3>
<ul>
<li>The round is small (often under roughly $1M to $2M) and made up of many angels or small checks.</li>
<li>Investors are arriving over weeks or months, and you want to take money as it comes rather than coordinating a single close.</li>
<li>You expect a priced round within 12 to 24 months, with meaningfully more evidence to price it on.</li>
<li>No single investor is putting in enough to want, or merit, a board seat.</li>
</ul>
<h3 id="a-priced-round-tends-to-fit-when">A priced round tends to fit when</h3>
<ul>
<li>The round is larger and has a clear lead writing a substantial share of it.</li>
<li>The lead requires it. Many institutional seed funds and most Series A investors will.</li>
<li>You have already raised significant money on SAFEs and want to stop the stack from growing.</li>
<li>You want the governance and clarity that come with preferred stock, for example because you are building a board early.</li>
</ul>
<h2 id="negotiating-safe-terms-well">Negotiating SAFE terms well</h2>
<p>If you do raise on SAFEs, a few habits protect you:</p>
<ol>
<li><strong>Use the standard post-money SAFE</strong> unless you have a specific reason not to. Custom SAFEs create ambiguity and cost you in diligence later.</li>
<li><strong>Set the cap based on where you expect to price the next round,</strong> discounted for the risk the early investor is taking. Ask yourself: if we price the next round at the level we expect, would this cap look fair to everyone in the room?</li>
<li><strong>Limit the number of caps.</strong> A round with one cap, or a deliberate step-up after a milestone, is easier to explain than six different caps.</li>
<li><strong>Be careful with side letters.</strong> Pro rata rights, information rights and MFN clauses are common and often reasonable. Track every one. They are easy to forget and they bind you later.</li>
<li><strong>Keep the pro forma cap table current.</strong> Every signed SAFE goes into the model the day it is signed, with the percentage it will convert to.</li>
</ol>
<h2 id="negotiating-a-priced-round-well">Negotiating a priced round well</h2>
<p>In a priced round, the valuation headline gets most of the attention, but several other terms move real value. The most important are the size of the option pool in the pre-money (a larger pool lowers your effective valuation), the liquidation preference (1x non-participating is standard at early stage; anything more is worth pushing back on), board composition, and the scope of protective provisions. We cover these in detail in our guide to reading a term sheet.</p>
<p>A useful exercise: calculate your <strong>effective pre-money valuation</strong>. Take the headline pre-money and subtract the value of any option pool increase that the investors require to be included in it. Two offers with the same headline valuation but different pool requirements are not the same offer.</p>
<h2 id="a-note-on-convertible-notes">A note on convertible notes</h2>
<p>Convertible notes work like SAFEs with two additions: an interest rate, which accrues and usually converts into additional shares, and a maturity date, when the note technically comes due if it has not converted. In practice most notes are extended or converted rather than repaid, but the maturity date gives investors leverage that a SAFE does not. Some investors, particularly outside the major US startup hubs or in certain sectors, still prefer notes. The same stacking math applies.</p>
<h2 id="the-question-behind-the-question">The question behind the question</h2>
<p>Founders often ask "SAFE or priced?" when the more useful question is: <strong>how much of my company am I willing to sell before the next milestone, and on what terms?</strong> Answer that first, with a model in front of you. The instrument then tends to choose itself, and you will not be surprised at the Series A by a cap table you built one small, easy signature at a time.</p>
$html$,
    'SAFEs vs. priced rounds explained: valuation caps, post-money SAFEs, stacking dilution, legal cost and governance, with a worked cap table example.',
    '/images/blog/safes-vs-priced-rounds-what-founders-actually-give-up.webp',
    array['Term Sheets', 'Cap Table', 'Fundraising']::text[],
    'Daniel Reyes',
    '2024-04-23T10:30:00-04:00'::timestamptz,
    '2025-06-10T14:00:00-04:00'::timestamptz,
    true
  ),
  (
    'the-metrics-investors-ask-for-at-pre-seed-and-seed',
    'The Metrics Investors Ask For at Pre-Seed and Seed',
    'Which metrics prove your stage''s question, how to define them so they survive diligence, and how to present them when the numbers are still early.',
    $html$<p>"What are your metrics?" is one of the first questions in almost every investor meeting, and one of the most commonly fumbled. The fumble is rarely that the numbers are bad. It is that the founder reaches for the wrong numbers for their stage, defines them loosely, or can't explain what they mean for the business.</p>
<p>This guide covers which metrics matter at pre-seed and seed, how to define them so they survive diligence, and how to present them. The benchmarks mentioned are rough reference points that vary by sector, geography and market conditions; use them as a starting point for your own research, not as targets.</p>
<h2 id="what-investors-are-really-asking">What investors are really asking</h2>
<p>Metrics are evidence for a story. At every stage, investors are trying to answer a version of the same question: <em>is there proof that this company can become very large?</em> What counts as proof changes with stage:</p>
<ul>
<li><strong>Pre-seed:</strong> proof that a real problem exists and that this team can build something people use.</li>
<li><strong>Seed:</strong> proof that people want the product enough to pay, stay and grow, and early signs that you can acquire them repeatably.</li>
<li><strong>Series A:</strong> proof that a repeatable engine exists, and that putting more money into it produces predictable growth.</li>
</ul>
<p>Choose metrics that answer your stage's question. Showing Series A metrics at pre-seed is impressive if you have them; apologizing for not having them is unnecessary.</p>
<h2 id="pre-seed-evidence-of-pull">Pre-seed: evidence of pull</h2>
<p>Before meaningful revenue, the strongest metrics show that users are pulling the product toward them rather than being pushed:</p>
<ul>
<li><strong>Customer discovery depth.</strong> How many target customers you have interviewed, and what fraction described the problem unprompted. "We spoke to 60 clinic managers; 41 named scheduling as a top-three problem before we mentioned it" is evidence.</li>
<li><strong>Engagement of early users.</strong> Weekly active use among people who try the product, and how that changes over the first few weeks.</li>
<li><strong>Early retention.</strong> Of the users or pilot customers who started a month or more ago, how many are still active.</li>
<li><strong>Commitments.</strong> Paid pilots, letters of intent with specific terms, pre-orders, or waitlist sign-ups with evidence of intent (for example, a deposit or a completed onboarding step).</li>
<li><strong>Speed.</strong> How quickly you ship and learn. A short log of what you built, when, and what changed as a result tells investors more than a roadmap.</li>
</ul>
<p>Be wary of vanity metrics: total sign-ups with no activity data, social media followers, or page views. They are not worthless, but on their own they don't answer the pre-seed question.</p>
<h2 id="seed-evidence-of-a-business">Seed: evidence of a business</h2>
<h3 id="revenue-and-growth">Revenue and growth</h3>
<p><strong>Monthly recurring revenue (MRR)</strong> and its annualized form, <strong>ARR</strong> (MRR × 12), for subscription businesses; monthly revenue for everything else. Show it month by month, not as a single figure.</p>
<p>Growth is usually expressed as a <strong>compound monthly growth rate</strong> over a defined period. An illustrative example: MRR grew from $20K to $45K over six months. The compound monthly growth rate is (45 / 20)<sup>1/6</sup> − 1, about 14.5% a month. That is more honest than quoting your single best month.</p>
<p>Be precise about what counts. ARR should include only recurring contracted revenue. One-time implementation fees, pilots with no commitment to continue, and services revenue belong in separate lines. Investors will recalculate your ARR during diligence; it is far better that their number matches yours.</p>
<h3 id="retention">Retention</h3>
<p>Retention is often the most persuasive metric at seed, because it shows whether customers get lasting value. Show it by <strong>cohort</strong>: group customers by the month they started and track what happens to each group over time.</p>
<ul>
<li><strong>Logo retention:</strong> the percentage of customers still paying after a given period.</li>
<li><strong>Net revenue retention (NRR):</strong> the revenue from a cohort now, divided by the revenue from the same cohort at the start, including expansion, downgrades and churn. Illustrative example: customers who started a year ago paid $10K a month then and pay $11.2K a month now, after some churned and others expanded. NRR is 112%.</li>
</ul>
<p>For consumer products, the equivalent is a <strong>retention curve</strong>: the share of users active on day 1, day 7, day 30 and beyond. Investors look for the curve to flatten, meaning a core group keeps coming back, rather than decaying toward zero.</p>
<h3 id="unit-economics">Unit economics</h3>
<ul>
<li><strong>Gross margin:</strong> revenue minus the direct cost of delivering it (hosting, support, payment processing, third-party data), as a percentage of revenue. Software companies are generally expected to reach high gross margins over time; if yours is low today because of manual work, explain what automates it.</li>
<li><strong>Customer acquisition cost (CAC):</strong> sales and marketing spend in a period divided by new customers won. At seed, founder-led sales make this imprecise. Be honest about that and show what you can, for example cost per lead in a paid channel.</li>
<li><strong>CAC payback:</strong> months of gross profit from a customer needed to recover the cost of acquiring them. Illustrative: CAC of $6,000 and $500 a month of gross profit per customer is a 12-month payback.</li>
</ul>
<h3 id="efficiency">Efficiency</h3>
<p><strong>Burn multiple</strong> is net burn divided by net new ARR over the same period. It answers: how many dollars do you burn to add one dollar of recurring revenue? Illustrative: burning $900K over a year while adding $600K of net new ARR is a burn multiple of 1.5. Lower is better. Rules of thumb vary, but a multiple above about 3 at seed usually prompts hard questions about efficiency.</p>
<h3 id="sales-motion">Sales motion</h3>
<p>For B2B companies: average contract value, sales cycle length, win rate, and the current pipeline by stage. Investors want to see that the first customers were not a one-off collection of favors from your network, and that there is a path to customers who have never heard of you.</p>
<h2 id="sector-specific-metrics">Sector-specific metrics</h2>
<table tabindex="0">
<thead>
<tr>
<th>Model</th>
<th>Metrics investors tend to focus on</th>
</tr>
</thead>
<tbody>
<tr>
<td>B2B SaaS</td>
<td>ARR, growth rate, NRR, gross margin, CAC payback, sales cycle</td>
</tr>
<tr>
<td>Consumer app</td>
<td>Active users (daily, weekly, monthly), retention curves, engagement frequency, organic vs. paid acquisition</td>
</tr>
<tr>
<td>Marketplace</td>
<td>Gross merchandise value, take rate, repeat rate on both sides, time to match or fill</td>
</tr>
<tr>
<td>E-commerce and consumer goods</td>
<td>Revenue, contribution margin per order, repeat purchase rate, CAC by channel</td>
</tr>
<tr>
<td>Deep tech and life sciences</td>
<td>Technical milestones, validation data, grant and partnership funding, regulatory path and timing</td>
</tr>
</tbody>
</table>
<h2 id="definitions-survive-diligence-adjectives-don-t">Definitions survive diligence; adjectives don't</h2>
<p>Every metric you present should have a written definition that someone else could use to reproduce it from your raw data. Write them down in a short metrics glossary and include it in your data room. For example:</p>
<blockquote>
<p><strong>Active customer:</strong> an account with a paid subscription that logged at least one completed scheduling session in the calendar month.</p>
</blockquote>
<p>Then use the definitions consistently: in the deck, in your investor updates and in your board materials. Changing a definition is sometimes right as the business evolves, but say so explicitly and restate history on the new basis.</p>
<h2 id="how-to-present-metrics">How to present metrics</h2>
<ol>
<li><strong>Lead with the one or two numbers that best prove your stage's question.</strong> Not ten.</li>
<li><strong>Show trends, not snapshots.</strong> Monthly charts over the whole history of the company, with labelled axes.</li>
<li><strong>Explain the anomalies before anyone asks.</strong> A flat month in December, a spike from one large customer, a churned pilot. Investors notice them, and your explanation is more credible when it is volunteered.</li>
<li><strong>Separate what happened from what you expect.</strong> Actuals in one color, projections in another, never blended.</li>
<li><strong>Keep a live dashboard.</strong> Investors in second meetings often ask for the underlying data. Being able to share a clean export the same day is a signal in itself.</li>
</ol>
<h2 id="when-the-numbers-are-weak">When the numbers are weak</h2>
<p>Sometimes the honest answer is that the metrics are early or uneven. Say so plainly, then show what you've learned and what you are changing. "Our first cohort churned at 40% because onboarding took three weeks; we rebuilt onboarding, and the last two cohorts retained at 85% after 60 days" is a strong answer. It shows a team that measures, understands and acts, which is ultimately what investors at this stage are betting on.</p>
$html$,
    'Metrics investors expect at pre-seed and seed: pull, revenue growth, cohort retention, unit economics and burn multiple, defined to survive diligence.',
    '/images/blog/the-metrics-investors-ask-for-at-pre-seed-and-seed.webp',
    array['Metrics', 'Investors', 'Pitch Deck']::text[],
    'Priya Raman',
    '2024-05-14T09:00:00-04:00'::timestamptz,
    '2024-11-20T16:45:00-05:00'::timestamptz,
    true
  ),
  (
    'reading-your-first-term-sheet',
    'Reading Your First Term Sheet: Liquidation Preference, Pro Rata and Board Seats',
    'A section-by-section guide to a seed or Series A term sheet: what each term means, what is normal at early stage, and where founders should push.',
    $html$<p>The first term sheet you receive will probably arrive as a short document, four to eight pages, with a number on the first page that you will read about a dozen times. That number, the valuation, is the term founders spend the most energy on. It is rarely the only term that matters, and sometimes it is not even the most important one.</p>
<p>This guide walks through a typical US seed or Series A term sheet for preferred stock, section by section: what each term means, what is normal at early stage, and where to push. It is written to help you ask better questions of your lawyer, not to replace one. Term sheets are mostly non-binding, but the terms in them almost always end up in the final documents, so the negotiation effectively happens here.</p>
<h2 id="economics-and-control">Economics and control</h2>
<p>Almost every term falls into one of two buckets. <strong>Economic terms</strong> decide who gets how much money when the company is sold or raises again. <strong>Control terms</strong> decide who gets to make which decisions along the way. Founders tend to fixate on the first bucket and skim the second. Experienced investors read both carefully, and so should you.</p>
<h2 id="price-valuation-and-the-option-pool">Price, valuation and the option pool</h2>
<p>The term sheet will state a pre-money valuation (the value of the company before the new money) and the amount being invested. Post-money valuation is the sum of the two, and the investors' ownership is their investment divided by the post-money.</p>
<p>The detail that changes the math is the <strong>option pool</strong>. Most term sheets require that the company's unissued option pool equal some percentage, often 10% to 15%, of the company <em>after</em> the financing, and that any increase needed to get there be included in the pre-money valuation. That means the increase dilutes existing holders, not the new investors.</p>
<p>An illustrative example: a $12M pre-money valuation with a $3M investment gives a $15M post-money, so the investors own 20%. If you currently have a 5% unissued pool and the term sheet requires 12% post-money, roughly 8% of the post-money company (about $1.3M of value) has to be created as new options inside the pre-money. Your <strong>effective pre-money</strong>, the value actually attributed to existing shareholders, is closer to $10.7M than $12M.</p>
<p><strong>Where to push:</strong> size the pool to a hiring plan, not a round number. If you plan to hire eight people in the next 18 months, estimate the grants each will need and show the total. Investors generally accept a pool justified by a concrete plan.</p>
<h2 id="liquidation-preference">Liquidation preference</h2>
<p>The liquidation preference decides how the proceeds of a sale (or a wind-down) are split between preferred holders (investors) and common holders (founders and employees). It matters most in modest outcomes, which is where many companies actually end up.</p>
<p>Three variables define it:</p>
<ul>
<li><strong>Multiple:</strong> 1x means investors get their money back first; 2x means twice their money. 1x is the strong norm at seed and Series A.</li>
<li><strong>Participation:</strong> <em>non-participating</em> preferred gets the greater of its preference or what it would receive by converting to common. <em>Participating</em> preferred gets its preference back <em>and then</em> shares in what's left as if it had converted, sometimes called "double dipping."</li>
<li><strong>Seniority:</strong> when there are several series of preferred, they may be paid in order (the latest series first) or <em>pari passu</em> (side by side, in proportion). This matters more at later rounds.</li>
</ul>
<p>Here is an illustrative comparison: investors put in $10M for 25% of the company, and the company is later sold.</p>
<table tabindex="0">
<thead>
<tr>
<th>Sale price</th>
<th>Investors get: 1x non-participating</th>
<th>Common gets</th>
<th>Investors get: 1x participating</th>
<th>Common gets</th>
</tr>
</thead>
<tbody>
<tr>
<td>$20M</td>
<td>$10M (the preference)</td>
<td>$10M</td>
<td>$12.5M</td>
<td>$7.5M</td>
</tr>
<tr>
<td>$30M</td>
<td>$10M (the preference)</td>
<td>$20M</td>
<td>$15M</td>
<td>$15M</td>
</tr>
<tr>
<td>$60M</td>
<td>$15M (converts to 25%)</td>
<td>$45M</td>
<td>$22.5M</td>
<td>$37.5M</td>
</tr>
<tr>
<td>$200M</td>
<td>$50M (converts to 25%)</td>
<td>$150M</td>
<td>$57.5M</td>
<td>$142.5M</td>
</tr>
</tbody>
</table>
<p>Non-participating preferred behaves like a downside guarantee for investors, which is reasonable: they take the risk, they get their money back first. Participating preferred gives them that guarantee and the upside, at the expense of common holders across every outcome. It is uncommon in early-stage US rounds today, and it is worth pushing back on firmly. If an investor insists, a common compromise is a cap on participation (for example, participation stops once investors have received three times their money).</p>
<p><strong>Where to push:</strong> 1x, non-participating. Treat anything else as a significant economic concession and price it as one.</p>
<h2 id="anti-dilution-protection">Anti-dilution protection</h2>
<p>Anti-dilution provisions protect investors if you later raise money at a lower price per share (a down round) by adjusting the rate at which their preferred converts into common.</p>
<ul>
<li><strong>Broad-based weighted average</strong> is the norm. It adjusts the conversion price partly toward the new, lower price, weighted by how much new stock is issued relative to everything outstanding.</li>
<li><strong>Full ratchet</strong> resets the conversion price all the way down to the new price, no matter how small the down round. It is rare at early stage and very costly to founders.</li>
</ul>
<p>An illustrative example: Series A investors paid $2.00 per share; 10 million shares are outstanding on a fully diluted basis. The company later raises $2M at $1.00 per share, issuing 2 million new shares. Under broad-based weighted average, the new conversion price is $2.00 × (10M + 1M) / (10M + 2M), about $1.83. Under full ratchet, it drops to $1.00, effectively doubling the Series A investors' share count.</p>
<p><strong>Where to push:</strong> broad-based weighted average, with standard carve-outs (for example, option grants from the approved pool don't trigger it).</p>
<h2 id="pro-rata-rights">Pro rata rights</h2>
<p>Pro rata rights (also called preemptive rights or participation rights) let investors buy enough of a future round to maintain their ownership percentage. They are standard, and generally good for you: an existing investor who exercises pro rata in your next round is sending a positive signal.</p>
<p>Two details matter. First, the rights are usually limited to "major investors" above a threshold investment, which keeps the next round from being crowded by many small holders. Second, watch for <em>super pro rata</em> rights, which let an investor buy <em>more</em> than their share. These can make it harder to bring in a new lead, who will want a meaningful allocation.</p>
<p><strong>Where to push:</strong> standard pro rata for major investors, a sensible major-investor threshold, no super pro rata.</p>
<h2 id="board-seats">Board seats</h2>
<p>The board of directors hires and fires the CEO, approves budgets and option grants, and approves major transactions. Board composition is the single most important control term.</p>
<p>Common early-stage structures:</p>
<ul>
<li><strong>Seed:</strong> often no investor seat at all, or a three-person board with two common (founder) seats and one investor seat.</li>
<li><strong>Series A:</strong> commonly a three-person board (two common, one investor) or a five-person board (two common, two investor, one independent director agreed by both sides).</li>
</ul>
<p>The principle to protect: after a seed or Series A, founders and common holders should generally still control the board, or at least the independent seat should require founder approval. Handing board control to investors at an early round limits your options in every later decision.</p>
<p>It is also worth asking who, specifically, will take the investor seat. A board member is someone you will work with closely for years. The partner who led the deal and the person who sits in your board meetings are not always the same person, so ask, and talk to founders they have served with.</p>
<p><strong>Where to push:</strong> keep common holders in control of the board at seed and Series A; specify that the CEO seat is one of the common seats; agree on how independent directors are chosen.</p>
<h2 id="protective-provisions">Protective provisions</h2>
<p>Protective provisions list actions the company cannot take without the approval of a defined share of the preferred holders, regardless of what the board decides. Standard items include: changing the rights of the preferred, creating a new senior or equal class of stock, selling the company, changing the number of board seats, taking on significant debt, and paying dividends.</p>
<p>These are reasonable: investors need protection against having their rights rewritten. Watch for lists that stretch into operations, such as approval of budgets, hiring of executives, or every contract above a low dollar amount. Those are board matters, not shareholder vetoes.</p>
<p><strong>Where to push:</strong> keep the list to the standard items and make sure the approval threshold doesn't hand a veto to a single small investor.</p>
<h2 id="founder-vesting">Founder vesting</h2>
<p>Investors will often ask that founder shares be subject to vesting, commonly four years with a one-year cliff, if they are not already. The reasoning is fair: if a co-founder leaves after six months, the company needs to recover most of their equity for whoever replaces them.</p>
<p>Things to negotiate:</p>
<ul>
<li><strong>Credit for time served.</strong> If you have been working on the company for two years, a fresh four-year schedule is not reasonable. Credit for past time is common.</li>
<li><strong>Acceleration.</strong> <em>Single-trigger</em> acceleration vests shares on a sale of the company; <em>double-trigger</em> vests them only if the company is sold <em>and</em> the founder is terminated without cause or resigns for good reason afterward. Double-trigger acceleration of some or all unvested shares is common and acquirer-friendly.</li>
</ul>
<h2 id="other-terms-you-will-see">Other terms you will see</h2>
<h3 id="dividends">Dividends</h3>
<p>Usually non-cumulative and only "when, as and if declared" by the board, which in practice means they are rarely paid. Cumulative dividends, which accrue every year and add to the preference, are unusual at early stage and worth resisting.</p>
<h3 id="drag-along">Drag-along</h3>
<p>Requires all major shareholders to vote for a sale approved by a defined majority (for example, the board plus a majority of the preferred and of the common). Reasonable in principle. Check who can trigger it and that founders get the same per-share consideration as everyone else in their class.</p>
<h3 id="right-of-first-refusal-and-co-sale">Right of first refusal and co-sale</h3>
<p>If a founder wants to sell shares, the company and then investors can buy them first, or sell alongside. Standard.</p>
<h3 id="information-rights">Information rights</h3>
<p>Regular financial statements to major investors, typically annual and quarterly, sometimes monthly. Standard. Make sure you can actually produce what you promise.</p>
<h3 id="redemption-rights">Redemption rights</h3>
<p>Rights for investors to force the company to buy back their shares after some years. Uncommon in early-stage US venture today; push back if you see them.</p>
<h3 id="no-shop">No-shop</h3>
<p>A commitment not to solicit or negotiate with other investors for a period after signing, commonly 30 to 45 days, sometimes up to 60. This is one of the few binding terms. Keep it short and make sure it ends automatically if the investor walks away.</p>
<h3 id="expenses">Expenses</h3>
<p>The company usually pays the lead investor's legal fees up to a stated cap. Check the cap, and know that it comes out of the money you raise.</p>
<h2 id="a-worked-example-two-offers">A worked example: two offers</h2>
<p>Here is an illustrative comparison of two term sheets for the same company. The founders hold 96% of the company today, and there is a 4% unissued option pool. Both investors are offering $3M.</p>
<table tabindex="0">
<thead>
<tr>
<th>Term</th>
<th>Offer A</th>
<th>Offer B</th>
</tr>
</thead>
<tbody>
<tr>
<td>Headline pre-money</td>
<td>$15M</td>
<td>$13M</td>
</tr>
<tr>
<td>Post-money</td>
<td>$18M</td>
<td>$16M</td>
</tr>
<tr>
<td>Unissued pool required after the round</td>
<td>15%</td>
<td>10%</td>
</tr>
<tr>
<td>New options created inside the pre-money</td>
<td>about 12% of the company</td>
<td>about 7% of the company</td>
</tr>
<tr>
<td>Effective pre-money</td>
<td>about $12.8M</td>
<td>about $11.9M</td>
</tr>
<tr>
<td>Founders' ownership after the round</td>
<td>about 68%</td>
<td>about 71%</td>
</tr>
<tr>
<td>Liquidation preference</td>
<td>1x participating</td>
<td>1x non-participating</td>
</tr>
<tr>
<td>Board</td>
<td>Two investor seats of three</td>
<td>One investor seat of three</td>
</tr>
</tbody>
</table>
<p>Offer A has the bigger headline number, and many founders would reach for it. But under Offer B the founders own more of the company after the round, keep control of the board, and keep the full upside in a modest sale. Offer A's larger pool is not wasted, since it will fund future hires, but if the hiring plan only needs a 10% pool, the extra options are simply value moved from founders to the pool before the investors buy in.</p>
<p>The exercise takes an hour in a spreadsheet. Do it for every term sheet you receive, and you will negotiate the whole document instead of one number.</p>
<h2 id="how-to-run-the-negotiation">How to run the negotiation</h2>
<ol>
<li><strong>Get counsel who does venture financings routinely.</strong> A generalist lawyer will take longer and may fight the wrong battles. Experienced startup counsel know what is market, which saves time and goodwill on both sides.</li>
<li><strong>Model the cap table before you respond.</strong> Include the pool increase, any SAFEs or notes converting, and the new money. Know your ownership after the round and your effective pre-money.</li>
<li><strong>Pick your priorities.</strong> You won't win every point, and trying to will cost you goodwill with someone who is about to join your board. Most founders should prioritize board control, a 1x non-participating preference, and a reasonable pool, in roughly that order, alongside the valuation.</li>
<li><strong>Negotiate on substance, not adjectives.</strong> "This is non-standard" is weaker than "1x non-participating is market for seed rounds of this size; here is our proposal."</li>
<li><strong>Ask why.</strong> When a term looks unusual, ask what concern it addresses. Often there is a simpler way to address the same concern.</li>
<li><strong>Keep other conversations warm until you sign.</strong> A term sheet is not a closed round. Be honest with other investors about where you are, and once you sign, respect the no-shop.</li>
</ol>
<h2 id="a-term-sheet-is-the-start-of-a-relationship">A term sheet is the start of a relationship</h2>
<p>The investor who sends you a term sheet is usually proposing to work with you for the better part of a decade. How they negotiate tells you how they will behave when things go wrong. An investor who is transparent about their reasoning and flexible on details is giving you useful information. So is one who treats every point as a fight.</p>
<p>The best outcome is not the term sheet with the highest valuation. It is the one with clean, standard terms, a fair price, and a partner you would be glad to have on your board when the company hits its first real crisis.</p>
$html$,
    'A founder''s guide to term sheets: option pool, liquidation preference, anti-dilution, pro rata, board seats and protective provisions, with examples.',
    '/images/blog/reading-your-first-term-sheet.webp',
    array['Term Sheets', 'Venture Capital', 'Cap Table', 'Fundraising']::text[],
    'Daniel Reyes',
    '2024-06-11T10:00:00-04:00'::timestamptz,
    '2024-06-11T10:00:00-04:00'::timestamptz,
    true
  ),
  (
    'cap-table-hygiene-seven-things-to-fix-before-you-raise',
    'Cap Table Hygiene: Seven Things to Fix Before You Raise',
    'Most cap table problems are cheap to fix before a round and expensive to fix during one. Here are the seven we see most often, and a one-afternoon audit.',
    $html$<p>A messy cap table rarely kills a round on its own. What it does is slow the round down at the worst possible moment, after the term sheet is signed and before the money arrives, when the investor's lawyers start asking questions that your records can't answer. Every unanswered question costs days, legal fees and a little trust.</p>
<p>The good news is that nearly every cap table problem is cheaper to fix before you start fundraising than during it. Here are seven things to check, roughly in order of how often they cause trouble.</p>
<h2 id="1-every-share-has-a-paper-trail">1. Every share has a paper trail</h2>
<p>For every person or entity on your cap table, you should be able to produce the document that gave them their equity: a stock purchase agreement, an option grant with board approval, a signed SAFE or note, a warrant. "We agreed over email" is not a paper trail.</p>
<p>Go line by line. For each holder, file the signed agreement, the board or stockholder consent that approved it, and for shares, evidence of payment (even if founders paid a fraction of a cent per share). If something is missing, fix it now with your lawyer, often through a ratifying board consent.</p>
<h2 id="2-founders-83-b-elections-were-filed">2. Founders' 83(b) elections were filed</h2>
<p>If founders received stock subject to vesting, each of them should have filed an 83(b) election with the IRS within 30 days of the grant. Without it, each vesting event can be treated as taxable income at the then-current value of the shares, which can become a large, unexpected tax bill as the company's value grows.</p>
<p>Investors and their lawyers check for this. Find your copy of each election and proof that it was sent (certified mail receipts are the classic evidence). If an election was missed, talk to your lawyer and tax adviser right away. The 30-day deadline cannot simply be extended, and there are only imperfect ways to deal with a miss, so the earlier you know, the more options remain.</p>
<h2 id="3-founder-equity-has-vesting-and-it-makes-sense">3. Founder equity has vesting, and it makes sense</h2>
<p>Investors expect founder shares to vest, typically over four years with a one-year cliff, often with credit for time already worked. If your founders hold fully vested shares with no vesting, expect the lead investor to ask for vesting to be imposed as a condition of the round. It is better to propose a sensible schedule yourself than to have one negotiated on you.</p>
<p>Also check for the awkward cases: a co-founder who left but still holds a large unvested stake because nobody exercised the company's repurchase right, or a founder whose shares were never actually issued. Both are common and both are fixable, but they take time and sometimes a difficult conversation.</p>
<h2 id="4-option-grants-were-approved-and-priced-properly">4. Option grants were approved and priced properly</h2>
<p>Stock options in US companies must generally be granted with an exercise price at or above the fair market value of the common stock on the grant date. In practice, that means having a current independent 409A valuation before you grant options, refreshed at least every 12 months and after any material event such as a priced financing.</p>
<p>Check that:</p>
<ul>
<li>Each option grant was approved by the board before or on the grant date, not promised in an offer letter and forgotten.</li>
<li>Each grant's exercise price matches a valid 409A valuation at the time.</li>
<li>The total granted does not exceed the pool authorized in your equity plan.</li>
<li>Every promised grant has actually been made. Unfulfilled promises in offer letters ("you'll receive 0.5% of the company") are a recurring diligence headache, and percentages are ambiguous without a share count.</li>
</ul>
<h2 id="5-every-safe-and-note-is-modeled">5. Every SAFE and note is modeled</h2>
<p>Unconverted SAFEs and convertible notes are part of your cap table even though they aren't shares yet. Build a pro forma model that shows exactly how each one converts at the terms you are discussing in this round: cap, discount, post-money or pre-money, any side letters, and accrued interest on notes.</p>
<p>Then compare the result with what you have told investors. If you said "we've sold about 12% on SAFEs" and the model says 17%, you want to find that out before an investor's spreadsheet does.</p>
<h2 id="6-there-are-no-informal-promises">6. There are no informal promises</h2>
<p>Early-stage companies accumulate informal equity promises: an adviser who was offered "a point," a friend who helped with the first prototype in exchange for "some equity," an early employee who negotiated a larger grant than the one on paper. Each of these can become a claim during diligence, or worse, after.</p>
<p>Make a list of every equity conversation you can remember, including with people who are no longer involved. For each one, either document it properly (an advisor agreement with a defined grant and vesting, for example) or resolve it explicitly in writing. A short, friendly conversation now is far better than a dispute discovered during closing.</p>
<h2 id="7-one-source-of-truth">7. One source of truth</h2>
<p>Many startups have a cap table in a spreadsheet, a slightly different one in an equity management tool, and a third version in a pitch deck appendix. Pick one system of record, reconcile it against the signed documents, and keep it current. Equity management platforms make this easier and can produce the reports investors' counsel will request, but a spreadsheet kept carefully is fine at the earliest stages. What matters is that it matches the paperwork.</p>
<p>Your cap table should show, at minimum:</p>
<ul>
<li>Every holder, with share class and number of shares.</li>
<li>Options granted, exercised, outstanding and available in the pool.</li>
<li>Every SAFE, note and warrant, with its terms.</li>
<li>A fully diluted total and each holder's fully diluted percentage.</li>
<li>A pro forma view of the round you're raising.</li>
</ul>
<h2 id="a-one-afternoon-audit">A one-afternoon audit</h2>
<p>If you are six months or less from raising, block one afternoon for a cap table audit with your co-founders. Print the cap table. Next to each line, write the name of the document that supports it and where it is filed. Every line without a document becomes a task. Send the task list to your lawyer and ask which items to fix first.</p>
<p>Founders who do this walk into diligence with confidence. Founders who don't tend to spend their closing weeks hunting for signatures from people who left the company two years ago.</p>
<blockquote>
<p>Your cap table is a promise you made to everyone who helped build the company. Keeping it clean is how you keep that promise legible.</p>
</blockquote>
$html$,
    'Seven cap table problems to fix before fundraising: missing paperwork, 83(b) elections, vesting, option grants, SAFEs, informal promises and records.',
    '/images/blog/cap-table-hygiene-seven-things-to-fix-before-you-raise.webp',
    array['Cap Table', 'Due Diligence', 'Fundraising']::text[],
    'Daniel Reyes',
    '2024-08-06T09:30:00-04:00'::timestamptz,
    '2024-08-06T09:30:00-04:00'::timestamptz,
    true
  ),
  (
    'due-diligence-at-seed-and-the-data-room',
    'Due Diligence at Seed: What Investors Check and How to Build Your Data Room',
    'What investors actually verify at pre-seed and seed, a complete data room checklist, and how to prepare for customer and founder reference calls.',
    $html$<p>Due diligence at seed is lighter than at later rounds, but it is not nothing, and founders are often surprised by how quickly it arrives. A lead investor who is seriously interested will usually ask for a handful of documents within days of a strong second meeting. The speed and completeness of your response is part of the evaluation, whether anyone says so or not.</p>
<p>This article covers what investors actually check at pre-seed, seed and the edge of Series A, and how to set up a data room that answers most questions before they're asked.</p>
<h2 id="what-diligence-is-for">What diligence is for</h2>
<p>Investors at seed are not auditing you. They are checking three things:</p>
<ol>
<li><strong>That what you said is true.</strong> The revenue, users, pilots and growth rates in your deck match the underlying records.</li>
<li><strong>That the company is legally clean.</strong> You own your intellectual property, your equity is properly documented, and there are no hidden liabilities.</li>
<li><strong>That their thesis holds up.</strong> Customers confirm the pain, the market is what you described, and the team works the way you said it does.</li>
</ol>
<p>The first two are mostly about documents. The third is about conversations, and you can prepare for those too.</p>
<h2 id="two-stages-of-data-room">Two stages of data room</h2>
<p>Don't send everything to everyone. A sensible approach uses two levels of access:</p>
<ul>
<li><strong>Early-stage materials</strong> for investors after a good first meeting: the full deck, a one-page financial summary, a metrics dashboard or export, and perhaps a product demo video.</li>
<li><strong>The full data room</strong> for investors who are actively moving toward a term sheet or who have signed one: legal, financial and customer detail.</li>
</ul>
<p>Most founders use a shared folder with view-only permissions or a dedicated data room tool. Either works. What matters is structure, naming and completeness.</p>
<h2 id="the-checklist">The checklist</h2>
<h3 id="corporate-and-legal">Corporate and legal</h3>
<ul>
<li>Certificate of incorporation and any amendments, and bylaws.</li>
<li>Board and stockholder consents and minutes, in date order.</li>
<li>Cap table, reconciled to signed documents, plus a pro forma for this round.</li>
<li>Founder stock purchase agreements, with vesting terms, and proof of 83(b) elections.</li>
<li>Equity incentive plan, option grants and the most recent 409A valuation.</li>
<li>All SAFEs, convertible notes, warrants and side letters.</li>
<li>Any prior financing documents.</li>
</ul>
<h3 id="intellectual-property">Intellectual property</h3>
<ul>
<li>Signed invention assignment and confidentiality agreements from every founder, employee and contractor who has touched the product.</li>
<li>If founders built anything before the company was formed, an assignment of that work to the company.</li>
<li>Patents and applications, trademarks and domain registrations, if any.</li>
<li>A list of significant open-source components and their licenses, if you are a software company. Investors are mostly checking for licenses that could require you to publish your own code.</li>
</ul>
<p>Missing IP assignments are among the most common seed-stage diligence problems, especially with early contractors and co-founders who helped before incorporation. Fix them first.</p>
<h3 id="financial">Financial</h3>
<ul>
<li>Monthly profit and loss, balance sheet and cash position for the last 12 to 24 months (or since founding).</li>
<li>Current burn rate and runway.</li>
<li>A financial model for the next 18 to 24 months, with its key assumptions stated plainly.</li>
<li>Bank statements, if requested.</li>
<li>Tax filings and any outstanding tax obligations.</li>
</ul>
<h3 id="commercial">Commercial</h3>
<ul>
<li>Customer list with contract values and start dates (some founders anonymize this until late in the process, which is reasonable).</li>
<li>Key customer contracts, pilots and letters of intent.</li>
<li>Metrics: revenue by month, cohort retention, usage data, sales pipeline.</li>
<li>Pricing and any discounting history.</li>
</ul>
<h3 id="team-and-operations">Team and operations</h3>
<ul>
<li>Organization chart and headcount plan.</li>
<li>Employment agreements and contractor agreements for key people.</li>
<li>Any pending or threatened litigation, or a statement that there is none.</li>
<li>Material vendor contracts and any regulatory licenses or permits relevant to your industry.</li>
</ul>
<h2 id="customer-reference-calls">Customer reference calls</h2>
<p>Nearly every serious investor will want to speak with customers. Prepare for it:</p>
<ul>
<li>Choose three to five customers who are happy, articulate, and representative of your target market. A reference from your one unusual customer says little about your business.</li>
<li>Ask them in advance, explain what the call is, and limit how often you ask any single customer. Reference fatigue is real.</li>
<li>Give customers context, not a script. Investors can tell when a reference has been coached, and it undermines the call.</li>
<li>Expect investors to find customers on their own too, including former ones. If you lost a notable customer, tell the investor yourself first and explain why.</li>
</ul>
<h2 id="founder-references">Founder references</h2>
<p>Investors will also check on you. Some of those calls will be with references you provide, and some will be "back-channel" calls to people who worked with you and were not on your list. You can't control these, but you can make the list you provide genuinely useful: former managers, co-workers, and people who have seen you under pressure, not just friends.</p>
<h2 id="how-to-run-diligence-well">How to run diligence well</h2>
<ol>
<li><strong>Build the data room before you start fundraising.</strong> Assembling documents during a live process distracts you at the moment you most need focus.</li>
<li><strong>Number and name files consistently.</strong> "03.02 Customer contract - Example Co - 2025-03.pdf" beats "final_v3_signed(2).pdf."</li>
<li><strong>Include an index</strong> that lists every document and flags anything missing or in progress.</li>
<li><strong>Disclose problems early.</strong> A missing assignment, a lost customer, a co-founder departure: investors handle bad news better when they hear it from you than when they find it.</li>
<li><strong>Track requests.</strong> Keep a simple list of what each investor has asked for, when, and when you delivered it.</li>
<li><strong>Answer within a day or two.</strong> Fast answers keep momentum; slow answers invite doubt.</li>
</ol>
<h2 id="what-a-clean-data-room-signals">What a clean data room signals</h2>
<p>A well-organized data room does not make a weak company investable. But it removes friction from a strong one, and it tells investors something true about how you operate: that you keep your commitments, know your numbers, and will be straightforward to work with for years. At seed, where so much of the decision rests on judgment about the founders, that impression carries real weight.</p>
$html$,
    'What seed investors check in due diligence, a data room checklist (legal, IP, financial, commercial, team) and how to run reference calls well.',
    null,
    array['Due Diligence', 'Investors', 'Fundraising']::text[],
    'Priya Raman',
    '2024-09-17T10:00:00-04:00'::timestamptz,
    '2024-09-17T10:00:00-04:00'::timestamptz,
    true
  ),
  (
    'warm-intros-and-cold-emails-getting-the-first-meeting',
    'Warm Intros and Cold Emails: Getting the First Meeting',
    'What makes an introduction warm, how to write a forwardable intro email, and how to send cold outreach that investors actually read.',
    $html$<p>The first meeting is the narrowest point in most fundraising processes. Founders with a strong company still struggle to get in the room, and founders without a wide professional network struggle most. The good news is that getting meetings is a skill, and it has a method.</p>
<h2 id="why-warm-intros-work-and-what-makes-one-warm">Why warm intros work, and what makes one warm</h2>
<p>Investors receive far more pitches than they can take. A trusted introduction is a filter: someone whose judgment the investor respects has looked at you and decided you are worth thirty minutes. That is why warm intros tend to convert to meetings at much higher rates than cold outreach.</p>
<p>But not every introduction is warm. An intro is only as strong as the relationship between the introducer and the investor, and the introducer's genuine view of you. In rough order of strength:</p>
<ol>
<li>A founder the investor has backed, who knows your company and vouches for it.</li>
<li>A co-investor or another investor who has looked at your company closely.</li>
<li>A customer, operator or expert the investor trusts in your sector.</li>
<li>A mutual acquaintance who knows you both, but not your business.</li>
<li>Someone who barely knows the investor and is forwarding your email as a favor.</li>
</ol>
<p>The last category can be worse than a good cold email, because it spends a weak signal on your first impression.</p>
<h2 id="make-introductions-easy-the-forwardable-email">Make introductions easy: the forwardable email</h2>
<p>The best practice for requesting intros is the <strong>double opt-in</strong>: the introducer asks the investor whether they'd like an introduction before making it, and forwards your note. To make that easy, send the introducer a short, self-contained email they can forward without editing. It should include:</p>
<ul>
<li>One sentence on what the company does, in plain words.</li>
<li>Two or three sentences of your strongest evidence: traction, customers, a notable team fact.</li>
<li>What you're raising and why this investor specifically is a fit (a related portfolio company, something they have written).</li>
<li>A link to a short deck, or an offer to send one.</li>
</ul>
<p>An illustrative example:</p>
<blockquote>
<p>Subject: Intro to [Founder], scheduling software for home-care agencies</p>
<p>[Founder] is the CEO of [Company], which automates caregiver scheduling for home-care agencies. They launched eight months ago and have 14 paying agencies and $250K in ARR, growing about 15% a month, with no agency churned so far. [Founder] ran operations at a 400-caregiver agency for six years before starting the company.</p>
<p>They're raising a $1.5M seed, and thought of you because of your investment in [related company] and your writing on care-economy software. Deck attached. Happy to connect if useful.</p>
</blockquote>
<p>Short, specific, and easy to say yes to.</p>
<h2 id="finding-paths-to-investors">Finding paths to investors</h2>
<p>Map your network against your investor list before asking anyone. LinkedIn and mutual connections are the obvious starting points, but the most productive paths are often:</p>
<ul>
<li><strong>Founders in the investor's portfolio.</strong> Reach out to them first as a founder, not a fundraiser. Ask about their experience with the investor. If the conversation goes well, many will offer an introduction.</li>
<li><strong>Angels who have already committed to your round.</strong> They often know other investors and have a stake in your success.</li>
<li><strong>Advisers, accelerator mentors and lawyers</strong> who work with startups in your sector.</li>
<li><strong>Customers</strong> who are well connected in your industry.</li>
</ul>
<p>Don't ask one person for ten introductions. Ask for the one or two where their relationship is genuinely strong.</p>
<h2 id="cold-outreach-that-gets-read">Cold outreach that gets read</h2>
<p>Cold outreach works more often than its reputation suggests, especially with investors who say publicly that they read cold email, and especially at the seed stage. It works when it is short, specific and clearly targeted.</p>
<h3 id="the-anatomy-of-a-good-cold-email">The anatomy of a good cold email</h3>
<ul>
<li><strong>Subject line:</strong> what you do and one proof point. "Seed: scheduling software for home care, $250K ARR, 15% MoM."</li>
<li><strong>First line:</strong> why them. One sentence showing you know what they invest in.</li>
<li><strong>Middle:</strong> three or four sentences: what you do, traction, team, the raise.</li>
<li><strong>Close:</strong> a specific ask. "Would you be open to a 25-minute call next week?"</li>
</ul>
<p>Keep it under about 150 words. Attach or link the deck. Send it from your own address, to one partner at a firm, not to everyone there at once.</p>
<h3 id="follow-up-once-or-twice">Follow up, once or twice</h3>
<p>Many first emails go unanswered simply because they arrived on a busy day. A polite follow-up after about a week, ideally with a new piece of information ("We signed two more agencies since my last note"), is reasonable. After a second follow-up with no response, move on and add them to your update list.</p>
<h2 id="other-doors-into-the-room">Other doors into the room</h2>
<ul>
<li><strong>Content and public work.</strong> Founders who write clearly about their market attract investors who care about that market.</li>
<li><strong>Events and office hours.</strong> Many investors run open office hours or attend demo days and sector events. A good conversation there can become a warm follow-up.</li>
<li><strong>Accelerator and community networks.</strong> Programs that introduce founders to investors can help, particularly for first-time founders outside traditional networks. Ask any program exactly how introductions work before you join.</li>
</ul>
<h2 id="track-everything">Track everything</h2>
<p>Log every intro request and outreach in your fundraising tracker: who, through whom, when, and the response. It shows you which paths actually produce meetings, so you can spend more time on what works. And it makes sure that the introducer who helped you hears how it went. They will be far more willing to help again.</p>
$html$,
    'How to get investor meetings: what makes an intro warm, the forwardable email, finding paths to investors, and cold emails that get read.',
    '/images/blog/warm-intros-and-cold-emails-getting-the-first-meeting.webp',
    array['Investors', 'Fundraising', 'Angel Investors']::text[],
    'Maya Okafor',
    '2024-10-08T09:00:00-04:00'::timestamptz,
    '2024-10-08T09:00:00-04:00'::timestamptz,
    true
  ),
  (
    'angels-vs-vcs-who-belongs-in-your-first-round',
    'Angels vs. VCs: Who Belongs in Your First Round',
    'Angels and venture funds make decisions differently, want different outcomes and help in different ways. How to build a first round with the right mix.',
    $html$<p>Your first round will probably include two very different kinds of investors: individuals writing checks from their own money, and funds investing other people's money. Founders often treat them as interchangeable sources of capital. They aren't. They make decisions differently, want different things, and help in different ways. Understanding the difference will make your round faster to close and better once it's closed.</p>
<h2 id="the-basic-difference">The basic difference</h2>
<table tabindex="0">
<thead>
<tr>
<th>Question</th>
<th>Angel investors</th>
<th>Venture capital funds</th>
</tr>
</thead>
<tbody>
<tr>
<td>Whose money</td>
<td>Their own</td>
<td>Limited partners' (pension funds, endowments, family offices, individuals)</td>
</tr>
<tr>
<td>Typical early check (rough)</td>
<td>From a few thousand to a few hundred thousand dollars, often $10K to $100K</td>
<td>From about $250K to several million at seed, depending on the fund</td>
</tr>
<tr>
<td>Decision</td>
<td>One person, sometimes quickly</td>
<td>A partnership process, often several meetings</td>
</tr>
<tr>
<td>What they need</td>
<td>Varies by person: returns, interest in the problem, supporting founders</td>
<td>Outcomes large enough to return the fund</td>
</tr>
<tr>
<td>Involvement</td>
<td>From passive to highly engaged</td>
<td>Often a board seat if leading; structured support</td>
</tr>
<tr>
<td>Follow-on capacity</td>
<td>Usually limited</td>
<td>Often reserves capital for later rounds</td>
</tr>
</tbody>
</table>
<h2 id="how-angels-decide">How angels decide</h2>
<p>Angels answer to no one but themselves, which makes them the most varied group in venture. Some are former founders and executives who invest in areas they know deeply. Some invest mainly to stay close to new ideas. Some are professionals building a portfolio. In the US, most angels must be accredited investors under SEC rules, which set income or net worth thresholds; your lawyer will confirm each investor's status before you accept their money.</p>
<p>Angels often decide on the founder and the problem more than on metrics, and they can decide in one or two conversations. That speed makes them valuable early. It also means an angel's yes is not necessarily a signal to institutional investors, unless the angel is known for expertise in your field.</p>
<h3 id="angel-groups-and-syndicates">Angel groups and syndicates</h3>
<p>Organized angel groups pool members' money and run a shared screening process: an application, a screening meeting, a pitch to members, and diligence by a small team. They move more slowly than individual angels but can deliver larger combined checks. Online syndicates, where a lead angel invests alongside backers who follow them, can also aggregate many small checks into one line on your cap table.</p>
<h2 id="how-vcs-decide">How VCs decide</h2>
<p>A venture fund invests a fixed pool of capital over a few years and needs a handful of very large outcomes to return it. That shapes everything. The question in a VC partner meeting is rarely "will this company succeed?" and usually "could this company become big enough to matter to our fund?"</p>
<p>Some illustrative arithmetic: a $50M fund that wants to return three times its capital needs $150M back. If it owns about 10% of a company at exit, one company would need to sell for $1.5B to return that alone. Funds don't expect every company to do that, but they look for companies where it is plausible. That is why VCs push on market size and ambition in ways angels often don't.</p>
<p>VC decisions usually involve several steps: a first meeting with one partner, follow-up meetings and diligence, then a partner meeting where the whole partnership discusses the deal. Each firm works differently; ask your partner contact how their process works and where you are in it.</p>
<h2 id="who-leads">Who leads</h2>
<p>At seed, the round usually needs a lead: the investor who sets or agrees terms, takes the largest allocation, and often joins the board. Most leads are institutional seed funds. Some experienced angels and angel groups lead small rounds, especially pre-seed rounds on SAFEs.</p>
<p>Many angels and smaller funds prefer to follow. They want to see that a professional lead has done diligence and agreed terms. This creates the familiar pattern: "Come back when you have a lead." Plan your pipeline so that potential leads are identified and prioritized early.</p>
<h2 id="what-each-brings-besides-money">What each brings besides money</h2>
<h3 id="good-angels">Good angels</h3>
<ul>
<li>Deep, specific expertise: a former head of sales who can help you hire your first salesperson, or an industry veteran who can open doors with customers.</li>
<li>Speed and flexibility early, when you have little evidence.</li>
<li>Founder empathy. Many have been in your position.</li>
</ul>
<h3 id="good-vcs">Good VCs</h3>
<ul>
<li>Capacity to lead and to invest more in later rounds.</li>
<li>Pattern recognition across many companies at your stage.</li>
<li>Recruiting help, introductions to later-stage investors, and credibility with them.</li>
<li>Governance experience, which becomes more valuable as the board grows.</li>
</ul>
<h2 id="building-a-good-mix">Building a good mix</h2>
<p>A strong pre-seed or seed round often has one institutional lead and a small group of angels chosen for what they add. A few principles:</p>
<ul>
<li><strong>Pick angels for specific value.</strong> Five angels who each bring one clear strength (customer access, hiring, a specific expertise) are worth more than twenty who bring money alone.</li>
<li><strong>Watch the cap table count.</strong> Dozens of small investors create administrative work: signatures, consents, updates. Consider a minimum check size, or a syndicate or special purpose vehicle (SPV) to combine smaller checks into one entry.</li>
<li><strong>Check follow-on intentions.</strong> Ask every investor whether they expect to invest in future rounds. Existing investors who participate again send a strong signal to new ones.</li>
<li><strong>Reference-check everyone.</strong> Talk to founders each investor has backed, including at least one whose company struggled. How investors behave in hard times matters most.</li>
</ul>
<h2 id="which-to-approach-first">Which to approach first</h2>
<p>It depends on your evidence. With very early traction, angels who know your field are often the fastest path to the first committed money, and early commitments make funds take you more seriously. With clear traction, going to institutional leads first may set better terms faster, and angels can fill the round once a lead is in place.</p>
<p>Either way, treat both groups as relationships rather than checks. The angel who writes $25K today may introduce you to your Series A lead in two years. The fund that passes at seed may lead your next round if you keep them updated. First rounds end; the relationships from them last.</p>
$html$,
    'Angel investors vs. venture capital funds: how each decides, check sizes, who leads a seed round, and how to build the right mix for your first round.',
    '/images/blog/angels-vs-vcs-who-belongs-in-your-first-round.webp',
    array['Angel Investors', 'Venture Capital', 'Investors']::text[],
    'Maya Okafor',
    '2024-11-12T10:00:00-05:00'::timestamptz,
    '2024-11-12T10:00:00-05:00'::timestamptz,
    true
  ),
  (
    'hearing-no-how-to-handle-investor-rejections',
    'Hearing No: How to Handle Investor Rejections and Follow Up',
    null,
    $html$<p>If you raise venture capital, you will hear "no" far more often than "yes." That's not a sign that something is wrong. It is the arithmetic of a market where investors back a small fraction of the companies they meet. What matters is what you do with each no: what you learn from it, how you respond, and whether the relationship survives it.</p>
<h2 id="the-many-shapes-of-no">The many shapes of no</h2>
<p>Investors rarely say "no" in one word. Learn to recognize the common forms:</p>
<ul>
<li><strong>The clear pass:</strong> "We're going to pass on this one." Rare, and a gift. You can move on immediately.</li>
<li><strong>The soft pass:</strong> "It's a bit early for us. Keep us posted." Usually a no for this round, sometimes a genuine invitation to reconnect later.</li>
<li><strong>The conditional:</strong> "Come back when you have a lead." A real signal of interest, but one that does nothing for you until a lead exists.</li>
<li><strong>The silence:</strong> no reply after a meeting or a follow-up. Painful, common, and almost always a no.</li>
</ul>
<p>For pipeline purposes, treat every soft pass and every silence as a no. Keep the investor on your update list, but don't count them in your forecast.</p>
<h2 id="respond-well-every-time">Respond well, every time</h2>
<p>When an investor passes, reply within a day, briefly and graciously:</p>
<blockquote>
<p>Thanks for taking the time to look at us, and for letting me know. If you're open to it, I'd value one or two sentences on what held you back; it helps us sharpen the pitch. Either way, I'd like to keep you updated on our progress.</p>
</blockquote>
<p>Three things make this work. It is short. It asks for feedback without demanding it. And it keeps the door open. Never argue with a pass, and never send a long rebuttal. Even if the investor misunderstood your business, the time to correct that is in a future update showing progress, not in a reply that tells them they were wrong.</p>
<h2 id="treat-the-reasons-as-data-carefully">Treat the reasons as data, carefully</h2>
<p>Investors often won't give you the real reason for a pass. Sometimes it's fund-specific (a conflict, a full portfolio in your sector, a fund near the end of its investment period). Sometimes it's a judgment about the founder they'd rather not state. And sometimes the stated reason is simply the easiest one to say.</p>
<p>So read the feedback in aggregate, not individually. Keep a column in your tracker for pass reasons. After ten or fifteen passes, patterns appear:</p>
<ul>
<li>"Too early" from many investors often means the traction doesn't yet support the round size or valuation. Consider raising less, or from earlier-stage investors.</li>
<li>"Market size" concerns often mean the pitch hasn't made the path to a large company clear, not necessarily that the market is small.</li>
<li>"Not a fit for us" repeated across many funds may mean your list is poorly qualified.</li>
<li>Concerns about the team or go-to-market repeated in several meetings deserve serious attention, and sometimes a change in plan rather than in pitch.</li>
</ul>
<p>One investor's no is an opinion. Ten investors' identical no is information.</p>
<h2 id="follow-up-without-pestering">Follow up, without pestering</h2>
<p>A pass today is not a pass forever. Many founders raise their next round from investors who passed on their last one. The path runs through regular, short updates.</p>
<ul>
<li>Add every investor who passed politely to your investor update list, with their permission.</li>
<li>Send updates monthly or quarterly, and keep them brief: key metrics, wins, challenges, and one specific ask.</li>
<li>When you hit a milestone that addresses their specific concern, send a short personal note: "When we spoke in March, you were concerned about retention. Our last three cohorts have retained above 85% at 90 days. I'd love to reconnect when we raise in the fall."</li>
</ul>
<p>That last note is often the most effective fundraising email a founder ever writes, because it shows you listened and delivered.</p>
<h2 id="protect-your-own-judgment-and-energy">Protect your own judgment and energy</h2>
<p>Repeated rejection is hard, and it wears on founders in ways that can leak into the next meeting. A few habits help:</p>
<ul>
<li><strong>Separate the company from yourself.</strong> A pass is a judgment about an investment opportunity at one moment, from one fund's point of view.</li>
<li><strong>Batch your meetings</strong> so you aren't processing rejections every day for months.</li>
<li><strong>Debrief with someone you trust,</strong> such as a co-founder, mentor or founder peer, after tough weeks. Say what you heard, then decide what, if anything, to change.</li>
<li><strong>Keep building.</strong> The best answer to a no is progress. Founders who keep the business moving during a raise have better updates to send, and better meetings as a result.</li>
</ul>
<h2 id="know-when-to-change-course">Know when to change course</h2>
<p>If you have had thirty or more first meetings with well-qualified investors and no one is moving toward a term sheet, the market is telling you something. Step back. Options include raising a smaller round from angels or existing investors, focusing on a milestone that addresses the recurring objection, pursuing non-dilutive funding, or getting to profitability on revenue. Each of these is a legitimate strategy, not a failure. Many strong companies raised their first institutional round only after one or two of them.</p>
$html$,
    'How to handle investor rejections: spotting soft passes, replying well, reading feedback in aggregate, and following up so a no can become a yes.',
    null,
    array['Investors', 'Founder Mindset', 'Fundraising']::text[],
    'Elena Voss',
    '2025-01-14T09:00:00-05:00'::timestamptz,
    '2025-01-14T09:00:00-05:00'::timestamptz,
    true
  ),
  (
    'non-dilutive-funding-for-massachusetts-startups',
    'Non-Dilutive Funding for Massachusetts Startups: SBIR, STTR and State Programs',
    'A map of federal SBIR and STTR funding, the Massachusetts programs that build on it, R&D tax credits, and an honest look at when grants are worth the effort.',
    $html$<p>Every dollar of equity you raise costs you a slice of the company. Non-dilutive funding, money that doesn't require giving up ownership, costs you something else: time, paperwork, and sometimes flexibility. For the right company, especially in deep tech, life sciences, climate and hardware, it can fund years of research that would otherwise be paid for with the most expensive equity you will ever sell.</p>
<p>This guide covers the main federal programs, the Massachusetts programs that build on them, and how to decide whether the effort is worth it for your company. Program rules, award sizes and deadlines change regularly, so treat this as a map and confirm the details on each program's own site before you apply.</p>
<h2 id="what-counts-as-non-dilutive">What counts as non-dilutive</h2>
<ul>
<li><strong>Grants and research contracts</strong> from federal and state agencies, foundations and some corporations.</li>
<li><strong>Tax credits,</strong> such as the federal research and development credit.</li>
<li><strong>Prize competitions and accelerator awards</strong> that take no equity.</li>
<li><strong>Revenue,</strong> including customer-funded pilots and development contracts. Often overlooked, often the best source of all.</li>
</ul>
<p>Some programs offer loans rather than grants. Loans don't dilute you either, but they must be repaid and may carry covenants, so read them differently.</p>
<h2 id="sbir-and-sttr-america-s-seed-fund">SBIR and STTR: America's seed fund</h2>
<p>The Small Business Innovation Research (SBIR) and Small Business Technology Transfer (STTR) programs require federal agencies with large external research budgets to set aside a share of those budgets for small businesses. Eleven agencies run SBIR programs and five run STTR programs, including the National Institutes of Health, the National Science Foundation, the Department of Defense, the Department of Energy and NASA. Together they make up one of the largest sources of early-stage technology funding in the country, and they take no equity.</p>
<h3 id="how-the-phases-work">How the phases work</h3>
<ul>
<li><strong>Phase I</strong> funds a feasibility study, typically over six months to a year.</li>
<li><strong>Phase II</strong> funds fuller research and development, typically over about two years, and is usually open only to Phase I awardees (some agencies allow "direct to Phase II" applications).</li>
<li><strong>Phase III</strong> is commercialization, funded by private capital or non-SBIR government contracts rather than by the programs themselves.</li>
</ul>
<p>Award amounts are set within federal guidelines that are adjusted periodically, and agencies vary widely in what they fund. Check current figures on <a href="https://www.sbir.gov" target="_blank" rel="noopener noreferrer">SBIR.gov</a>, which also lists open solicitations from every participating agency. The programs' authorization is set by Congress, so confirm their current status there too.</p>
<h3 id="sbir-vs-sttr">SBIR vs. STTR</h3>
<p>The difference is collaboration. STTR requires a formal partnership with a nonprofit research institution, such as a university. The small business must perform at least 40% of the work and the research institution at least 30%. SBIR has no such requirement, though subcontracting to universities is allowed within limits. Under SBIR, the principal investigator must be primarily employed by the small business; STTR is more flexible. For a company spinning out of a university lab in Cambridge or Boston, STTR can be a natural fit while founders are still transitioning from academic roles.</p>
<h3 id="eligibility-basics">Eligibility basics</h3>
<p>Broadly, the company must be a for-profit US small business with 500 or fewer employees, including affiliates, and meet ownership requirements, generally majority owned and controlled by US citizens or permanent residents. Some agencies allow companies majority owned by multiple venture capital firms to apply, within limits. Affiliation rules can be subtle, especially after a venture round, so check before you apply.</p>
<h3 id="agencies-differ-pick-deliberately">Agencies differ: pick deliberately</h3>
<ul>
<li><strong>Grant-style agencies</strong> (such as NIH and NSF) mostly fund investigator-initiated ideas within broad topics. NSF asks applicants to submit a short "Project Pitch" before a full proposal, which is a useful low-cost way to test fit.</li>
<li><strong>Contract-style agencies</strong> (such as the Department of Defense components) publish specific topics describing problems they want solved. Your technology must match a topic.</li>
</ul>
<p>Before writing a proposal, talk to the program officer or topic author where the agency allows it. Ask whether your idea fits. Program officers often give candid, useful guidance, and a short call can save you a month of writing.</p>
<h2 id="massachusetts-programs">Massachusetts programs</h2>
<p>Massachusetts has several state programs that support startups, some directly linked to federal awards. A few worth knowing:</p>
<ul>
<li><strong>MassVentures START program.</strong> <a href="https://www.mass-ventures.com/start-program" target="_blank" rel="noopener noreferrer">START</a> (SBIR Targeted Technologies) offers grant funding and support to Massachusetts companies that have won SBIR or STTR Phase II awards or equivalent federal funding, to help them move from research toward commercialization.</li>
<li><strong>Massachusetts Life Sciences Center.</strong> The <a href="https://www.masslifesciences.com" target="_blank" rel="noopener noreferrer">MLSC</a> runs programs for life sciences companies, which over the years have included matching grants for SBIR and STTR awardees, loans, and internship funding. Offerings change, so check what is currently open.</li>
<li><strong>Massachusetts Clean Energy Center.</strong> <a href="https://www.masscec.com" target="_blank" rel="noopener noreferrer">MassCEC</a> supports clean energy and climate technology companies through grants, pilot and demonstration programs, and support for incubators and accelerators in the state.</li>
</ul>
<p>State programs often favor companies that will grow jobs in Massachusetts and that already have federal validation. A Phase II award can unlock state funding that amplifies it.</p>
<h2 id="tax-credits">Tax credits</h2>
<p>The federal research and development tax credit rewards qualifying research spending, including many engineering and software development salaries. Early-stage companies that don't yet owe income tax may still benefit: qualified small businesses (broadly, those with under $5M in gross receipts and no more than five years of receipts) can elect to apply part of the credit against the employer portion of payroll taxes, up to an annual limit. The rules are technical. Ask an accountant who works with startups whether you qualify before you file your return; the election is made on the return (via <a href="https://www.irs.gov/forms-pubs/about-form-6765" target="_blank" rel="noopener noreferrer">IRS Form 6765</a>).</p>
<h2 id="zero-equity-competitions-and-programs">Zero-equity competitions and programs</h2>
<p>Some accelerators, competitions and university programs provide cash awards, lab space or in-kind support without taking equity. Boston has several well-known examples, and university innovation centers often run prize competitions for student and alumni founders. Read every agreement carefully: "no equity" should mean no equity, warrants, revenue share or option to invest on special terms.</p>
<h2 id="is-it-worth-it-the-honest-trade-off">Is it worth it? The honest trade-off</h2>
<p>Non-dilutive funding is not free. Count the costs:</p>
<ul>
<li><strong>Time to write.</strong> A competitive federal proposal can take weeks of focused work from the most technical founder.</li>
<li><strong>Time to money.</strong> From submission to award commonly takes several months, sometimes longer. It rarely solves a short-term cash problem.</li>
<li><strong>Scope constraints.</strong> Grant money is for the work described in the proposal. Pivoting away from it is hard.</li>
<li><strong>Reporting and compliance.</strong> Federal awards come with accounting, reporting and audit requirements. Budget for them.</li>
<li><strong>Focus.</strong> For a software company chasing fast customer growth, months of proposal writing may cost more in lost momentum than the grant is worth.</li>
</ul>
<p>It tends to be worth it when your company has a genuine research and development problem that will take a year or more to solve; when your technology fits what an agency wants; and when the grant funds work you would do anyway. It is often not worth it when the main risk in your company is market adoption rather than technology.</p>
<h2 id="combining-grants-with-venture-funding">Combining grants with venture funding</h2>
<p>Non-dilutive money and equity work well together. Investors generally see a competitive federal award as outside validation of the technology, and grant funding can extend runway so that your next priced round happens at a higher valuation. Illustrative example: if a Phase II award funds 12 months of technical work that would otherwise cost $1M of equity raised at a $10M post-money valuation, it has saved roughly 10% of the company.</p>
<p>Two cautions. First, know how equity rounds affect your grant eligibility, particularly ownership and affiliation rules. Second, be clear with investors about how grant-funded work relates to the commercial roadmap.</p>
<h2 id="getting-started">Getting started</h2>
<ol>
<li>Search open solicitations on SBIR.gov for topics matching your technology.</li>
<li>Read a few recently funded abstracts from your target agency to calibrate scope and language.</li>
<li>Contact the program officer or topic author where permitted.</li>
<li>Complete registrations early: federal registrations (such as SAM.gov and the agency's own systems) can take weeks.</li>
<li>Talk to founders who have won awards from the same agency. Many are glad to share what worked.</li>
</ol>
<p>Approached deliberately, non-dilutive funding can let you prove hard technology before selling equity, and keep more of the company you are building.</p>
$html$,
    'Non-dilutive funding for Massachusetts startups: how SBIR and STTR work, state programs such as MassVentures START, R&D tax credits, and the trade-offs.',
    '/images/blog/non-dilutive-funding-for-massachusetts-startups.webp',
    array['Non-Dilutive Funding', 'Boston', 'Fundraising']::text[],
    'Tom Callahan',
    '2025-03-18T10:00:00-04:00'::timestamptz,
    '2025-03-18T10:00:00-04:00'::timestamptz,
    true
  ),
  (
    'founder-storytelling-without-the-theater',
    'Founder Storytelling Without the Theater',
    'The founder story that persuades investors isn''t the most dramatic one. It''s the one that is true, specific and easy for a partner to retell on Monday.',
    $html$<p>Founders hear constantly that they need a great story. Many respond by adding drama: a sweeping vision statement, a personal anecdote with swelling music, a slide about changing the world. Investors have seen it all, and most of it slides right past them. What persuades investors is something plainer and harder: a story that is true, specific and easy to repeat.</p>
<h2 id="why-story-matters-in-fundraising">Why story matters in fundraising</h2>
<p>An investor who likes your company still has to convince others: partners, an investment committee, co-investors. You won't be in that room. Your story is what they carry into it. If they can retell it accurately in two minutes, you have a chance. If they can only say "the founder was impressive," you probably don't.</p>
<p>So the test of a founder story is not whether it moves people in the moment. It is whether it survives being retold by someone else.</p>
<h2 id="the-parts-of-a-story-investors-can-retell">The parts of a story investors can retell</h2>
<h3 id="a-specific-person-with-a-specific-problem">A specific person with a specific problem</h3>
<p>Start with someone, not something. "Small businesses struggle with cash flow" is a category. "Maria runs a 12-person landscaping company. Every spring she fronts $80,000 in materials and payroll, then waits 60 days for clients to pay. Last April she nearly missed payroll" is a story. (Maria is illustrative here; in your pitch, use a real customer, with permission, or a composite you clearly describe as one.)</p>
<h3 id="an-insight-others-missed">An insight others missed</h3>
<p>The heart of a strong founder story is something you know about the problem that most people don't, often learned through experience. Sometimes called an "earned secret." For example: "Landscapers don't need a loan; they need their clients to pay faster, and the clients would pay faster if invoices arrived with the work photos attached." An insight like that explains why your solution works and why incumbents haven't done it.</p>
<h3 id="why-you">Why you</h3>
<p>Not a résumé, a connection. What in your history gave you this insight or makes you unusually able to act on it? "I ran operations for a regional landscaping company for five years and watched this happen every season" does more than any prestigious logo.</p>
<h3 id="evidence-that-it-s-working">Evidence that it's working</h3>
<p>The story needs a turn, a moment where the idea meets reality. Customers who signed up, a behavior that changed, a number that moved. This is where story and metrics meet: the numbers are the proof; the story is what makes the numbers meaningful.</p>
<h3 id="where-it-goes">Where it goes</h3>
<p>Finally, why this could be large. Keep it grounded: the next customer segment, the adjacent product, the data advantage that compounds. Ambition is welcome. Vagueness is not.</p>
<h2 id="three-lengths-of-the-same-story">Three lengths of the same story</h2>
<p>Prepare your story at three lengths, and make sure they are consistent:</p>
<ul>
<li><strong>One sentence:</strong> for introductions, email subject lines and the first moment of a meeting. "We help landscaping and trades businesses get paid in days instead of months."</li>
<li><strong>Two minutes:</strong> the person, the insight, why you, the evidence, the ambition. This is what an investor will repeat to partners.</li>
<li><strong>Ten minutes:</strong> the full pitch, with the deck. Every slide should serve the two-minute story.</li>
</ul>
<p>Practice the two-minute version out loud until it comes out naturally. Then ask people to retell it to you and note what they get wrong. Those are the places where your story isn't yet clear.</p>
<h2 id="what-to-avoid">What to avoid</h2>
<ul>
<li><strong>Borrowed grandeur.</strong> Comparisons to famous companies ("we're the Airbnb of...") put someone else's story in the place of yours.</li>
<li><strong>The origin-story detour.</strong> A personal story belongs in the pitch only if it explains your insight or your advantage. Otherwise, save it for dinner.</li>
<li><strong>Overclaiming.</strong> Calling a pilot a partnership, or a letter of intent a contract, will be discovered in diligence, and the cost to your credibility outweighs anything the exaggeration gained.</li>
<li><strong>Jargon.</strong> If your story needs an industry glossary, it won't survive being retold by a generalist partner.</li>
<li><strong>Hiding the hard part.</strong> Every good story has tension. Name the biggest risk in your company yourself, and explain how you are working on it. Investors trust founders who see their risks clearly.</li>
</ul>
<h2 id="story-beyond-the-pitch">Story beyond the pitch</h2>
<p>The same story does work far beyond fundraising. It is how you recruit people who could earn more elsewhere, how you explain your company to early customers taking a chance on you, and how your team decides what matters when you are not in the room. A story that is true and specific keeps getting more useful as the company grows, because the evidence keeps getting better.</p>
<blockquote>
<p>Don't ask whether your story is exciting. Ask whether it is true, whether it is specific, and whether someone who heard it once could tell it back to you.</p>
</blockquote>
$html$,
    'How to tell a founder story investors can retell: a specific customer, an earned insight, why you, evidence and ambition, at three lengths.',
    '/images/blog/founder-storytelling-without-the-theater.webp',
    array['Pitch Deck', 'Founder Mindset', 'Investors']::text[],
    'Elena Voss',
    '2025-05-06T09:30:00-04:00'::timestamptz,
    '2025-05-06T09:30:00-04:00'::timestamptz,
    true
  ),
  (
    'the-real-cost-of-equity-why-no-equity-support-matters',
    'The Real Cost of Equity: Why No-Equity Support Matters',
    'Equity is the most expensive currency a startup has. How to price it before you trade it for support, and what changes when a program takes none.',
    $html$<p>When founders evaluate an accelerator, an advisory arrangement or a support program, they usually ask what it costs in money. The more important question is often what it costs in ownership, because equity is the most expensive currency a startup has, and it is paid for years after the decision that spent it.</p>
<h2 id="why-early-equity-is-so-expensive">Why early equity is so expensive</h2>
<p>Equity given up at the earliest stage is given up when the company is worth the least. Every later round dilutes everyone, including that early stake, but the percentage you gave away at the start is the percentage you will never get back.</p>
<p>Consider an illustrative example. A program takes 6% of your company at pre-seed. You then raise three further rounds, each diluting all existing holders by 20%. The program's stake becomes about 3% (6% × 0.8 × 0.8 × 0.8). If the company is eventually sold for $300M, that stake is worth about $9.2M.</p>
<p>That is what the program cost. Not the headline value of the cash and services it provided at the time, but a share of the eventual outcome. The question is whether what you received raised the probability or the size of that outcome by enough to justify the price.</p>
<h2 id="when-giving-equity-is-worth-it">When giving equity is worth it</h2>
<p>Sometimes it clearly is. A program that provides meaningful capital, an unusually strong network of investors and customers, and a credential that changes how investors see you can be worth several points of equity. Many successful companies would say their equity-taking accelerator was among the best trades they made.</p>
<p>The issue is not that equity-for-support is wrong. It is that founders often trade equity without pricing it. A good test: if the program asked for the same value in cash at a fair valuation, would you still say yes?</p>
<h2 id="what-no-equity-support-changes">What no-equity support changes</h2>
<p>Support that takes no equity, whether it is fee-based, grant-funded, university-backed or community-run, changes the trade in three ways:</p>
<ol>
<li><strong>You keep all of the upside.</strong> Whatever value the support helps create stays with the founders, the team and the investors who fund growth.</li>
<li><strong>Your cap table stays clean.</strong> Fewer holders, no extra line for future investors to ask about, and more room to give equity to people who will build the company.</li>
<li><strong>The incentives are straightforward.</strong> A fee-based program is paid for the quality of the help, not for a bet on your outcome. That means you can judge it the way you judge any service: on what it delivers.</li>
</ol>
<p>No-equity support has costs too. You pay in cash or time, and cash is scarce at the earliest stage. A program without a stake in your company may not have the same reason to go out of its way for you years later. Evaluate both models honestly.</p>
<h2 id="how-to-evaluate-any-support-program">How to evaluate any support program</h2>
<p>Whether it takes equity or not, ask the same questions:</p>
<ul>
<li><strong>What exactly do I get?</strong> Hours of one-to-one time, with whom, how often. Introductions to whom, and how they happen. Curriculum, tools and peers.</li>
<li><strong>What does it cost in total?</strong> Cash, equity, time commitment per week, and any rights such as options to invest or participation in future rounds.</li>
<li><strong>Who has it worked for?</strong> Ask to speak with several alumni at a similar stage and in a similar sector, including some whose companies did not succeed.</li>
<li><strong>What are the outcomes, defined carefully?</strong> "Alumni raised a lot of money" means little without knowing how many companies, over how many years, and how outcomes compare with similar companies that didn't join.</li>
<li><strong>What happens after?</strong> Whether the network, the advice and the community continue once the program ends.</li>
</ul>
<h2 id="our-view">Our view</h2>
<p>We built our programs around the belief that founders should be able to get serious, practical fundraising support without selling part of their company for it. None of our programs take equity: founders keep 100% of what they own. Our paid programs are priced openly, and some of our research and resources are free. That doesn't make us the right choice for everyone, and we'd encourage any founder to compare us against the alternatives using exactly the questions above. You can see how our <a href="/programs">programs</a> are structured and priced.</p>
<p>Whatever you choose, price your equity before you spend it. It is the one currency you can't earn back.</p>
$html$,
    'Why early equity is so expensive, when trading it for accelerator support is worth it, and how to evaluate any program, equity-based or not.',
    null,
    array['Cap Table', 'Founder Mindset', 'Fundraising']::text[],
    'Tom Callahan',
    '2025-07-15T10:00:00-04:00'::timestamptz,
    '2025-07-15T10:00:00-04:00'::timestamptz,
    true
  ),
  (
    'a-founders-field-guide-to-the-boston-startup-ecosystem',
    'A Founder''s Field Guide to the Boston Startup Ecosystem',
    'Where Boston''s startup strengths are, how universities, hubs and programs fit together, and how fundraising here tends to work.',
    $html$<p>Boston doesn't have the largest startup scene in the United States, but it has one of the densest: world-class universities, hospitals and research labs within a few miles of each other, a deep pool of technical talent, and investors who understand hard science as well as software. For founders who know how to use it, that density is a real advantage.</p>
<p>This guide maps the ecosystem for early-stage founders: where the strengths are, where to find community and support, and how fundraising here tends to work. Organizations change, so verify details directly with any program before you rely on it.</p>
<h2 id="what-boston-is-good-at">What Boston is good at</h2>
<p>The region's startup activity tracks its research strengths:</p>
<ul>
<li><strong>Life sciences and biotech,</strong> concentrated around Kendall Square in Cambridge and increasingly across the river and in the suburbs, fed by universities, teaching hospitals and Massachusetts's long record as one of the largest recipients of NIH research funding.</li>
<li><strong>Robotics and hardware,</strong> with deep roots in university labs and a long history of defense and industrial engineering.</li>
<li><strong>Climate and energy technology,</strong> supported by incubators, state programs and research institutions.</li>
<li><strong>Healthcare technology,</strong> where proximity to major hospital systems helps with pilots and clinical validation.</li>
<li><strong>Enterprise software, fintech and insurtech,</strong> drawing on the region's financial services, insurance and technology companies, and on decades of software history along the Route 128 corridor.</li>
</ul>
<p>If your company is in one of these areas, you will find specialized investors, advisers and early customers close by. If it isn't, you can still build here, but be deliberate about reaching investors elsewhere who know your sector.</p>
<h2 id="the-geography-briefly">The geography, briefly</h2>
<ul>
<li><strong>Kendall Square, Cambridge:</strong> next to MIT; biotech, deep tech and software, with shared workspaces and lab facilities.</li>
<li><strong>Harvard Square and Allston:</strong> Harvard's innovation programs and a growing life sciences presence.</li>
<li><strong>The Seaport and Fort Point:</strong> the "Innovation District," with startups, corporate innovation teams and several hubs and accelerators.</li>
<li><strong>Downtown and the Back Bay:</strong> many investors, law firms and professional services.</li>
<li><strong>Somerville, Watertown and the suburbs:</strong> climate, hardware and lab space, plus companies along Route 128 and I-495.</li>
</ul>
<p>Distances are short. You can hold meetings in Kendall Square, the Seaport and downtown on the same day, which makes in-person relationship building unusually practical.</p>
<h2 id="universities-as-infrastructure">Universities as infrastructure</h2>
<p>MIT, Harvard, Northeastern, Boston University, Tufts, Boston College, Brandeis and others each run entrepreneurship programs, from courses and competitions to incubators and mentoring. Examples include the Martin Trust Center for MIT Entrepreneurship, the MIT Venture Mentoring Service and the Harvard Innovation Labs. Many programs are open mainly to students, alumni or affiliated researchers, so check eligibility.</p>
<p>Universities are also sources of technology (through licensing offices), talent (interns and graduates), research partners (useful for STTR grants), and early customers in their own operations and affiliated hospitals.</p>
<h2 id="shared-space-and-specialized-hubs">Shared space and specialized hubs</h2>
<p>Boston has a strong set of hubs that combine space with community:</p>
<ul>
<li><strong>Coworking and innovation centers,</strong> such as the Cambridge Innovation Center, where many early-stage companies and support organizations share space.</li>
<li><strong>Shared lab facilities</strong> for biotech, such as LabCentral in Kendall Square, which let early companies do wet-lab work without building their own.</li>
<li><strong>Sector hubs,</strong> such as Greentown Labs in Somerville for climate technology and MassRobotics in the Seaport for robotics.</li>
</ul>
<p>For hardware and life sciences companies in particular, access to shared facilities can mean the difference between needing a large seed round for equipment and proving the science first on a smaller budget.</p>
<h2 id="accelerators-and-support-programs">Accelerators and support programs</h2>
<p>The region has accelerators and programs of many kinds: university-affiliated, corporate-sponsored, sector-focused, equity-based and no-equity. MassChallenge, headquartered in Boston, is a well-known example of a zero-equity accelerator. When comparing programs, look past the brand and ask what you will actually receive, what it costs you in equity, money and time, and which alumni you can talk to.</p>
<h2 id="funding-in-boston">Funding in Boston</h2>
<h3 id="investors">Investors</h3>
<p>The region is home to many venture firms, from large multi-stage funds to specialist seed funds, and to active angel investors, including organized angel groups that meet regularly to review companies. Life sciences investing is particularly deep, and many firms here are comfortable with technical and scientific risk.</p>
<p>Founders who have raised in several markets often describe Boston investors as diligence-oriented: they may take longer to get to conviction and ask more detailed questions about technology, customers and unit economics. That can feel slow, but it tends to produce committed, well-informed investors once they say yes. Build that time into your plan.</p>
<h3 id="beyond-local-investors">Beyond local investors</h3>
<p>Many Boston companies raise from investors in New York, the Bay Area and elsewhere, especially at Series A and beyond. Don't limit your list to local firms. Being based here is rarely a disadvantage for remote investors, particularly in sectors where Boston is strong.</p>
<h3 id="non-dilutive-funding">Non-dilutive funding</h3>
<p>Massachusetts companies win a large share of federal SBIR and STTR awards relative to the state's size, and state agencies such as MassVentures, the Massachusetts Life Sciences Center and the Massachusetts Clean Energy Center run programs that can complement them. Our guide to non-dilutive funding covers these in detail.</p>
<h2 id="how-to-plug-in">How to plug in</h2>
<ol>
<li><strong>Pick two or three communities, not ten.</strong> A sector hub, a founder peer group and one program where you will show up consistently are worth more than a calendar full of mixers.</li>
<li><strong>Give before you ask.</strong> Help other founders with introductions, feedback and candid advice. The ecosystem is small enough that reputations travel.</li>
<li><strong>Use office hours.</strong> Many investors, lawyers and experienced operators hold regular office hours through universities, hubs and programs. They are among the easiest ways to get expert feedback early.</li>
<li><strong>Talk to founders one or two years ahead of you.</strong> They know which investors, programs and service providers actually help, and they are often generous with that knowledge.</li>
<li><strong>Show up in person.</strong> The region's density rewards it. A coffee in Kendall Square often builds more trust than a month of emails.</li>
</ol>
<p>Boston rewards founders who are patient, specific and generous with each other. It is a good place to build something hard.</p>
$html$,
    'A field guide to Boston''s startup ecosystem for early-stage founders: sector strengths, geography, universities, hubs, investors and how to plug in.',
    '/images/blog/a-founders-field-guide-to-the-boston-startup-ecosystem.webp',
    array['Boston', 'Venture Capital', 'Angel Investors', 'Non-Dilutive Funding']::text[],
    'Tom Callahan',
    '2025-08-26T09:00:00-04:00'::timestamptz,
    '2025-10-02T13:30:00-04:00'::timestamptz,
    true
  ),
  (
    'the-monthly-investor-update-a-template-that-gets-read',
    'The Monthly Investor Update: A Template That Gets Read',
    'A six-part monthly update that keeps investors informed and helpful, with an illustrative example and the habits that make updates work.',
    $html$<p>A good monthly investor update is one of the highest-leverage habits a founder can build. It keeps current investors informed and helpful, keeps prospective investors warm between rounds, and forces you to look honestly at your own numbers every month. It should take under an hour to write.</p>
<h2 id="who-gets-it">Who gets it</h2>
<p>Current investors, of course. Also advisers, and prospective investors who asked to be kept posted, including those who passed. Send it as a plain email, individually addressed or through a mailing tool, not as an attachment.</p>
<h2 id="the-template">The template</h2>
<ol>
<li><strong>One-line summary.</strong> How the month went, honestly. "Strong month for revenue, slow month for hiring."</li>
<li><strong>Key metrics.</strong> The same four to six numbers every month, with the previous month and the change: for example revenue or ARR, growth, active customers, burn, cash and runway in months. Consistency matters more than completeness.</li>
<li><strong>Wins.</strong> Two or three, concrete. A customer signed, a feature shipped, a key hire made.</li>
<li><strong>Challenges.</strong> One or two, stated plainly, with what you are doing about them. Investors read this section closely; it is where trust is built.</li>
<li><strong>Asks.</strong> One to three specific requests. "Introductions to heads of operations at mid-sized logistics companies" is actionable. "Any help is appreciated" is not.</li>
<li><strong>Thanks.</strong> Name anyone who helped last month. It reinforces the behavior, and it tells others that helping you gets noticed.</li>
</ol>
<h2 id="an-illustrative-example">An illustrative example</h2>
<blockquote>
<p><strong>Summary:</strong> Our best revenue month so far; one senior hire slipped to next quarter.</p>
<p><strong>Metrics:</strong> MRR $41.2K (up from $36.5K, +13%). Paying customers 52 (up from 47). Net burn $88K. Cash $1.31M, about 15 months of runway.</p>
<p><strong>Wins:</strong> Signed our largest customer yet, a 60-location regional chain. Shipped automated invoicing; 70% of customers adopted it within two weeks.</p>
<p><strong>Challenges:</strong> Our head of sales candidate accepted another offer. We've reopened the search and I'm covering enterprise deals until then.</p>
<p><strong>Asks:</strong> Introductions to experienced sales leaders in vertical software. Feedback on our new pricing page (link).</p>
<p><strong>Thanks:</strong> To Sam for the introduction that led to our new customer.</p>
</blockquote>
<h2 id="habits-that-make-updates-work">Habits that make updates work</h2>
<ul>
<li><strong>Send on the same day every month,</strong> so it becomes routine for you and expected by them.</li>
<li><strong>Don't skip bad months.</strong> A missing update after a bad month is itself a signal, and usually a worse one than the bad news.</li>
<li><strong>Keep definitions stable,</strong> and flag any change to how a metric is calculated.</li>
<li><strong>Track responses to your asks.</strong> Follow up on every introduction you receive, and report back on how it went.</li>
</ul>
<p>When you next raise, your update history becomes evidence in itself: a record of a founder who measures honestly, does what they said they would, and communicates clearly.</p>
$html$,
    'A simple monthly investor update template: summary, key metrics, wins, challenges, specific asks and thanks, with an illustrative example.',
    null,
    array['Investors', 'Metrics', 'Founder Mindset']::text[],
    'Maya Okafor',
    '2025-10-07T09:00:00-04:00'::timestamptz,
    '2025-10-07T09:00:00-04:00'::timestamptz,
    true
  ),
  (
    'draft-series-a-playbook-internal',
    'DRAFT: Series A Playbook (Internal)',
    'Internal working notes for a Series A playbook. Not for publication.',
    $html$<p><strong>Internal draft, not for publication.</strong> Working notes for a future Series A playbook. Outline only; figures and examples still to be checked.</p>
<h2 id="outline">Outline</h2>
<ol>
<li>What changes between seed and Series A: from evidence of pull to evidence of a repeatable engine.</li>
<li>Readiness checklist: revenue quality, retention by cohort, sales efficiency, team gaps.</li>
<li>Building the Series A investor list: leads only, partner-level research.</li>
<li>Running a compressed process: pre-meetings, timing, managing existing investors.</li>
<li>Term sheet differences from seed: board composition, option pool sizing, protective provisions.</li>
</ol>
<p>To do: add a worked example, get review from counsel, decide on tags.</p>
$html$,
    'Internal draft. Not for publication.',
    null,
    array['Venture Capital', 'Fundraising']::text[],
    'Daniel Reyes',
    '2025-10-28T09:00:00-04:00'::timestamptz,
    '2025-10-28T09:00:00-04:00'::timestamptz,
    false
  )
on conflict (slug) do nothing;
