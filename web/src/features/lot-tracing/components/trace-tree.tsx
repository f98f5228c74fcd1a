import type { TraceNode } from '@bp/shared/contracts/trace.ts';
import {
  ChevronRight as ChevronRightIcon,
  ExpandMore as ExpandMoreIcon,
} from '../../../components/icons.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { descendantCount, nodeFacts } from '../model/tree-text.ts';

type Direction = 'forward' | 'backward';

/**
 * One direction of the whole graph as an expandable tree (issue 13: followed to the end, safe
 * against cycles). Nested lists with disclosure buttons: each lot opens to the lots it went
 * into (forward) or was made from (backward). The first level is open.
 */
export function TraceTree({
  root,
  direction,
  label,
}: {
  root: TraceNode;
  direction: Direction;
  label: string;
}) {
  if (root.children.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ color: 'text.secondary' }}>
          {direction === 'forward'
            ? 'This lot went into no other lot.'
            : 'This lot was made from no other lot.'}
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
      <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        <TreeItem node={root} direction={direction} depth={0} />
      </Box>
    </Paper>
  );
}

function TreeItem({ node, direction, depth }: { node: TraceNode; direction: Direction; depth: number }) {
  const [open, setOpen] = useState(depth === 0);
  const hasChildren = node.children.length > 0;
  const name = `${node.material_name}, lot ${node.lot_code}`;
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, py: 0.5 }}>
        {hasChildren ? (
          <Button
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${name} (${descendantCount(node)} lots)`}
            sx={{ minWidth: 32, px: 0.5, flexShrink: 0 }}
          >
            {open ? <ExpandMoreIcon /> : <ChevronRightIcon />}
          </Button>
        ) : (
          <Box sx={{ width: 32, flexShrink: 0 }} />
        )}
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', pt: 0.5 }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
            {' '}
            · {nodeFacts(node, direction).join(' · ')}
          </Typography>
        </Box>
      </Box>
      {hasChildren && open ? (
        <Box
          component="ul"
          sx={{
            m: 0,
            pl: { xs: 1.5, sm: 3 },
            listStyle: 'none',
            borderLeft: 1,
            borderColor: 'divider',
            ml: 2,
          }}
        >
          {node.children.map((child, i) => (
            <TreeItem key={`${child.lot_id}-${i}`} node={child} direction={direction} depth={depth + 1} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
