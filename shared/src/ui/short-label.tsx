// A button label whose first words show and whose rest only a screen reader hears, for a button
// whose context already names the rest on screen (a card's or a table column's heading): "Explore"
// under "Breakthrough" is read as "Explore Breakthrough". The visible words start the accessible
// name, so speech input finds the button by what it shows.

export function ShortLabel({ label, shown }: { label: string; shown: number }) {
  const words = label.split(' ');
  const rest = words.slice(shown).join(' ');
  return (
    <>
      {words.slice(0, shown).join(' ')}
      {rest ? <span className="visually-hidden"> {rest}</span> : null}
    </>
  );
}
